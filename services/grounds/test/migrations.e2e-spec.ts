import { DataSource } from 'typeorm';
import type { TestService } from '@cricket/service-kit/testing';
import { actor, createGround, startGrounds } from './factories';

describe('grounds: migrations', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startGrounds();
  });
  afterAll(() => service.close());

  it('reverts and re-applies cleanly', async () => {
    const dataSource = service.app.get(DataSource);
    const columnType = async (table: string, column: string) =>
      (await dataSource.query('SELECT data_type FROM information_schema.columns WHERE table_name = $1 AND column_name = $2', [table, column])) as { data_type: string }[];
    expect(await columnType('ground_bookings', 'notes')).toEqual([{ data_type: 'character varying' }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await columnType('ground_bookings', 'notes')).toEqual([{ data_type: 'text' }]);
    expect(await columnType('grounds', 'name')).toEqual([{ data_type: 'character varying' }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await columnType('grounds', 'name')).toEqual([{ data_type: 'text' }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    const horizon: unknown[] = await dataSource.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'grounds' AND column_name = 'booking_horizon_days' UNION ALL SELECT 1 FROM pg_tables WHERE tablename = 'workspace_members'",
    );
    expect(horizon).toEqual([]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    const tables: { tablename: string }[] = await dataSource.query(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename IN ('grounds', 'ground_bookings', 'ground_booking_slots')",
    );
    expect(tables).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });
    expect((await createGround(service, actor())).id).toBe(1);
  });
});
