import { DataSource } from 'typeorm';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { trainingService } from '../src/service';
import { member, newBatch } from './factories';

const TABLES = ['training_batches', 'enrollments', 'attendance_lists', 'list_members', 'attendance_sessions', 'attendance_records', 'diary_entries'];

describe('training: migrations', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('training', trainingService);
  });
  afterAll(() => service.close());

  it('reverts and re-applies cleanly', async () => {
    const dataSource = service.app.get(DataSource);
    const nameType = async () =>
      (await dataSource.query("SELECT data_type FROM information_schema.columns WHERE table_name = 'training_batches' AND column_name = 'name'")) as { data_type: string }[];
    expect(await nameType()).toEqual([{ data_type: 'character varying' }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await nameType()).toEqual([{ data_type: 'text' }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    const tables: unknown[] = await dataSource.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename = ANY($1)", [TABLES]);
    expect(tables).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });
    expect((await newBatch(service, member('admin'))).id).toBe(1);
  });
});
