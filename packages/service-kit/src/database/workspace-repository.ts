import { Inject, NotFoundException, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type {
  DataSource,
  DeepPartial,
  EntityManager,
  FindOptionsOrder,
  FindOptionsRelations,
  FindOptionsSelect,
  FindOptionsWhere,
  ObjectLiteral,
  QueryDeepPartialEntity,
  SelectQueryBuilder,
} from 'typeorm';

/** A row that belongs to one workspace. */
export interface WorkspaceOwned extends ObjectLiteral {
  workspaceId: number;
}

type Where<T> = FindOptionsWhere<T> | FindOptionsWhere<T>[];

export interface WorkspaceFind<T> {
  where?: Where<T>;
  order?: FindOptionsOrder<T>;
  relations?: FindOptionsRelations<T>;
  select?: FindOptionsSelect<T>;
  take?: number;
  skip?: number;
  /** Lock the rows found for the rest of the transaction (`in(manager)`). */
  lock?: boolean;
}

type EntityClass<T> = new () => T;

/**
 * A workspace's rows of one table. Every read and write names the workspace, so a query cannot
 * forget it, and another workspace's row is as absent as a missing one (404). The few reads that
 * cross workspaces on purpose (published matches, a player's teams elsewhere) say so by calling
 * `acrossWorkspaces`.
 */
export class WorkspaceRepository<T extends WorkspaceOwned> {
  constructor(
    readonly entity: EntityClass<T>,
    readonly manager: EntityManager,
  ) {}

  /** The same table inside a transaction. */
  in(manager: EntityManager): WorkspaceRepository<T> {
    return manager === this.manager ? this : new WorkspaceRepository(this.entity, manager);
  }

  find(workspaceId: number, options: WorkspaceFind<T> = {}): Promise<T[]> {
    return this.manager.find(this.entity, this.options(workspaceId, options));
  }

  findOne(workspaceId: number, options: WorkspaceFind<T> = {}): Promise<T | null> {
    return this.manager.findOne(this.entity, this.options(workspaceId, options));
  }

  /** The workspace's row with this id, or 404 with the resource's own message. */
  async get(workspaceId: number, id: number, notFound: string, options: Omit<WorkspaceFind<T>, 'where'> = {}): Promise<T> {
    const row = await this.findOne(workspaceId, { ...options, where: { id } as unknown as FindOptionsWhere<T> });
    if (!row) throw new NotFoundException(notFound);
    return row;
  }

  count(workspaceId: number, where?: Where<T>): Promise<number> {
    return this.manager.count(this.entity, { where: scoped(workspaceId, where) });
  }

  exists(workspaceId: number, where?: Where<T>): Promise<boolean> {
    return this.manager.exists(this.entity, { where: scoped(workspaceId, where) });
  }

  /** A new row of the workspace (not yet saved). */
  create(workspaceId: number, values: DeepPartial<T>): T {
    return this.manager.create(this.entity, { ...values, workspaceId } as DeepPartial<T>);
  }

  /** Saves rows of the workspace; a row of another one is a programming error, never written. */
  save(workspaceId: number, row: T): Promise<T>;
  save(workspaceId: number, rows: T[]): Promise<T[]>;
  async save(workspaceId: number, rows: T | T[]): Promise<T | T[]> {
    for (const row of Array.isArray(rows) ? rows : [rows]) {
      if (row.workspaceId !== workspaceId) throw new Error(`${this.entity.name} of workspace ${row.workspaceId} saved as workspace ${workspaceId}'s`);
    }
    return this.manager.save(rows);
  }

  /** Changes the workspace's matching rows (a value may be a SQL expression, `() => 'stock + 1'`); the number changed. */
  async update(workspaceId: number, where: Where<T>, patch: QueryDeepPartialEntity<T>): Promise<number> {
    const result = await this.manager.update(this.entity, scoped(workspaceId, where), patch);
    return result.affected ?? 0;
  }

  /** Inserts new rows of the workspace, skipping any a unique key already holds; the number inserted. */
  async insertMissing(workspaceId: number, rows: QueryDeepPartialEntity<T>[]): Promise<number> {
    if (rows.length === 0) return 0;
    const keys = this.manager.connection.getMetadata(this.entity).primaryColumns.map((column) => column.databaseName);
    const result = await this.manager
      .createQueryBuilder()
      .insert()
      .into(this.entity)
      .values(rows.map((row) => ({ ...row, workspaceId })))
      .orIgnore()
      .returning(keys)
      .execute();
    return (result.raw as unknown[]).length;
  }

  /** Writes rows of the workspace, replacing those whose `conflictKeys` match. */
  async upsert(workspaceId: number, rows: QueryDeepPartialEntity<T>[], conflictKeys: (keyof T & string)[]): Promise<void> {
    if (rows.length > 0) await this.manager.upsert(this.entity, rows.map((row) => ({ ...row, workspaceId })), conflictKeys);
  }

  /** Deletes the workspace's matching rows; the number deleted. */
  async delete(workspaceId: number, where: Where<T>): Promise<number> {
    const result = await this.manager.delete(this.entity, scoped(workspaceId, where));
    return result.affected ?? 0;
  }

  /** A query over the workspace's rows, `alias.workspaceId` already bound. */
  query(workspaceId: number, alias: string): SelectQueryBuilder<T> {
    return this.manager.createQueryBuilder(this.entity, alias).where(`${alias}.workspaceId = :workspaceId`, { workspaceId });
  }

  /** One row by id, whichever workspace's, for rows others may see; `requireAccess` decides who does. */
  byIdAcrossWorkspaces(id: number, { lock = false }: { lock?: boolean } = {}): Promise<T | null> {
    const query = this.acrossWorkspaces('row').where('row.id = :id', { id });
    return (lock ? query.setLock('pessimistic_write') : query).getOne();
  }

  /** A read across workspaces, for rows others may see (each caller states who and why). */
  acrossWorkspaces(alias: string): SelectQueryBuilder<T> {
    return this.manager.createQueryBuilder(this.entity, alias);
  }

  private options(workspaceId: number, { where, lock, ...rest }: WorkspaceFind<T>) {
    return { ...rest, where: scoped(workspaceId, where), ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) };
  }
}

/** The where clause with the workspace in it (in each alternative of an OR). */
function scoped<T extends WorkspaceOwned>(workspaceId: number, where: Where<T> = {}): Where<T> {
  const withWorkspace = (clause: FindOptionsWhere<T>) => ({ ...clause, workspaceId }) as FindOptionsWhere<T>;
  return Array.isArray(where) ? where.map(withWorkspace) : withWorkspace(where);
}

const tokenOf = (entity: EntityClass<WorkspaceOwned>) => `WorkspaceRepository:${entity.name}`;

/** Providers of a `WorkspaceRepository` per workspace-owned entity, on the service's data source. */
export function workspaceRepositories(...entities: EntityClass<WorkspaceOwned>[]): Provider[] {
  return entities.map((entity) => ({
    provide: tokenOf(entity),
    inject: [getDataSourceToken()],
    useFactory: (dataSource: DataSource) => new WorkspaceRepository(entity, dataSource.manager),
  }));
}

/** Injects the entity's `WorkspaceRepository` (listed in the module's `workspaceRepositories`). */
export const InjectWorkspaceRepository = (entity: EntityClass<WorkspaceOwned>) => Inject(tokenOf(entity));
