import { DataSource } from 'typeorm';
import type { TestService } from '@cricket/service-kit/testing';
import { actor, createProduct, startCommerce } from './factories';

const TABLES = ['products', 'orders', 'order_items', 'listings', 'listing_responses', 'subscription_plans', 'subscribers', 'billing_cycles'];

describe('commerce: migrations', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startCommerce();
  });
  afterAll(() => service.close());

  it('reverts and re-applies cleanly', async () => {
    const dataSource = service.app.get(DataSource);
    const nameType = async () =>
      (await dataSource.query("SELECT data_type FROM information_schema.columns WHERE table_name = 'products' AND column_name = 'name'")) as { data_type: string }[];
    expect(await nameType()).toEqual([{ data_type: 'character varying' }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await nameType()).toEqual([{ data_type: 'text' }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    const tables: { tablename: string }[] = await dataSource.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename = ANY($1)", [TABLES]);
    expect(tables).toEqual([]);
    await dataSource.runMigrations({ transaction: 'each' });
    expect((await createProduct(service, actor())).id).toBe(1);
  });

  it('the database itself refuses negative stock', async () => {
    const product = await createProduct(service, actor(), { stock: 1 });
    await expect(service.app.get(DataSource).query('UPDATE products SET stock = stock - 2 WHERE id = $1', [product.id])).rejects.toThrow(/products_stock_check/);
  });
});
