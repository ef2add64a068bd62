import { DataSource } from 'typeorm';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { identityService } from '../src/service';
import { registerUser } from './factories';

describe('identity: migrations', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('identity', identityService);
  });
  afterAll(() => service.close());

  it('reverts and re-applies cleanly', async () => {
    const dataSource = service.app.get(DataSource);
    const usernameType = async () =>
      (await dataSource.query("SELECT data_type FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'username'")) as { data_type: string }[];
    const visibilityColumn = async () =>
      (await dataSource.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'workspaces' AND column_name = 'match_visibility'")) as unknown[];
    const invitesTable = async () => (await dataSource.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND tablename = 'workspace_invites'")) as unknown[];
    expect(await invitesTable()).toHaveLength(1);
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await invitesTable()).toEqual([]);
    expect(await visibilityColumn()).toHaveLength(1);
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await visibilityColumn()).toEqual([]);
    expect(await usernameType()).toEqual([{ data_type: 'character varying' }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await usernameType()).toEqual([{ data_type: 'text' }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    const tables: { tablename: string }[] = await dataSource.query(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename IN ('users', 'workspaces', 'workspace_members', 'module_permissions', 'feature_requests')",
    );
    expect(tables).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });
    await registerUser(service);
  });
});
