import { NotFoundException } from '@nestjs/common';
import { Column, DataSource, Entity, In, Index, PrimaryGeneratedColumn } from 'typeorm';
import { WorkspaceRepository } from '../src/database/workspace-repository';
import { createTestDatabase } from '../src/testing';

@Entity('kit_items')
@Index(['workspaceId', 'name'], { unique: true })
class Item {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('text')
  name: string;

  @Column('int', { default: 0 })
  stock: number;
}

describe("a workspace's rows through WorkspaceRepository", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let items: WorkspaceRepository<Item>;
  let mine: Item;
  let theirs: Item;

  beforeAll(async () => {
    database = await createTestDatabase('workspace_repository');
    dataSource = await new DataSource({ type: 'postgres', url: database.url, entities: [Item], synchronize: true }).initialize();
    items = new WorkspaceRepository(Item, dataSource.manager);
    mine = await items.save(1, items.create(1, { name: 'bat' }));
    theirs = await items.save(2, items.create(2, { name: 'bat' }));
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it("finds only the named workspace's rows, in each alternative of an OR too", async () => {
    expect((await items.find(1, { where: { name: 'bat' } })).map((item) => item.id)).toEqual([mine.id]);
    expect((await items.find(1, { where: [{ id: theirs.id }, { name: 'bat' }] })).map((item) => item.id)).toEqual([mine.id]);
    // A where naming another workspace still reads the one the caller named.
    expect(await items.findOne(1, { where: { id: theirs.id, workspaceId: 2 } })).toBeNull();
    expect(await items.count(2, { id: In([mine.id, theirs.id]) })).toBe(1);
    expect(await items.exists(1, { id: theirs.id })).toBe(false);
  });

  it("answers another workspace's row as the resource's 404", async () => {
    expect((await items.get(1, mine.id, 'Item not found')).name).toBe('bat');
    await expect(items.get(1, theirs.id, 'Item not found')).rejects.toThrow(new NotFoundException('Item not found'));
  });

  it("never changes or deletes another workspace's row", async () => {
    expect(await items.update(1, { id: theirs.id }, { name: 'ball' })).toBe(0);
    expect(await items.delete(1, { id: theirs.id })).toBe(0);
    expect((await items.get(2, theirs.id, 'Item not found')).name).toBe('bat');
    expect(await items.update(2, { id: theirs.id }, { name: 'ball' })).toBe(1);
    expect((await items.get(2, theirs.id, 'Item not found')).name).toBe('ball');
  });

  it('changes by a SQL expression, inserts only the rows a unique key does not hold yet, and upserts', async () => {
    await items.update(1, { id: mine.id }, { stock: () => 'stock + 2' });
    expect((await items.get(1, mine.id, 'Item not found')).stock).toBe(2);
    expect(await items.insertMissing(3, [{ name: 'gloves' }])).toBe(1);
    expect(await items.insertMissing(3, [{ name: 'gloves' }, { name: 'pads', workspaceId: 1 }])).toBe(1);
    expect((await items.find(3, { order: { name: 'ASC' } })).map((item) => item.name)).toEqual(['gloves', 'pads']);
    await items.upsert(3, [{ name: 'pads', stock: 7 }, { name: 'helmet', stock: 1 }], ['workspaceId', 'name']);
    expect((await items.find(3, { order: { name: 'ASC' } })).map(({ name, stock }) => [name, stock])).toEqual([
      ['gloves', 0],
      ['helmet', 1],
      ['pads', 7],
    ]);
  });

  it("refuses to save a row as another workspace's", async () => {
    await expect(items.save(1, theirs)).rejects.toThrow(/workspace 2 saved as workspace 1/);
    expect(items.create(3, { name: 'pad', workspaceId: 1 }).workspaceId).toBe(3);
  });

  it('queries with the workspace bound, and locks inside a transaction', async () => {
    expect(await items.query(2, 'i').select('i.id', 'id').getRawMany()).toEqual([{ id: theirs.id }]);
    expect((await items.byIdAcrossWorkspaces(theirs.id))?.workspaceId).toBe(2);
    expect(await items.byIdAcrossWorkspaces(2_000_000)).toBeNull();
    expect(await items.acrossWorkspaces('i').where('i.workspaceId IN (:...ids)', { ids: [1, 2] }).getCount()).toBe(2);
    const locked = await dataSource.transaction(async (manager) => [
      await items.in(manager).get(1, mine.id, 'Item not found', { lock: true }),
      await items.in(manager).byIdAcrossWorkspaces(theirs.id, { lock: true }),
    ]);
    expect(locked.map((item) => item?.id)).toEqual([mine.id, theirs.id]);
  });
});
