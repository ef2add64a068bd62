import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { MemberFact, RecordFact, SessionFact } from './attendance-figures';

export interface FactsFilter {
  listIds?: number[];
  sessionIds?: number[];
  from?: string | null;
  to?: string | null;
}

/** Reads the sessions, rosters and marks that attendance figures are computed from (one workspace). */
@Injectable()
export class AttendanceFactsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async load(
    workspaceId: number,
    filter: FactsFilter,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ sessions: SessionFact[]; members: MemberFact[]; records: RecordFact[] }> {
    const params: unknown[] = [workspaceId];
    const where = ['s.workspace_id = $1'];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filter.listIds) where.push(`s.list_id = ANY(${param(filter.listIds)}::int[])`);
    if (filter.sessionIds) where.push(`s.id = ANY(${param(filter.sessionIds)}::int[])`);
    if (filter.from) where.push(`s.date >= ${param(filter.from)}::date`);
    if (filter.to) where.push(`s.date <= ${param(filter.to)}::date`);
    const sessions: SessionFact[] = await manager.query(
      `SELECT s.id, s.list_id AS "listId", l.name AS "listName", s.title, s.date::text AS date, s.status, s.closed_at AS "closedAt"
         FROM attendance_sessions s JOIN attendance_lists l ON l.id = s.list_id
        WHERE ${where.join(' AND ')}`,
      params,
    );
    const listIds = filter.listIds ?? [...new Set(sessions.map((s) => s.listId))];
    const members: MemberFact[] = await manager.query(
      `SELECT m.id, m.list_id AS "listId", l.name AS "listName", m.user_id AS "userId", m.name, m.added_at AS "addedAt"
         FROM list_members m JOIN attendance_lists l ON l.id = m.list_id
        WHERE l.workspace_id = $1 AND m.list_id = ANY($2::int[])
        ORDER BY lower(m.name), m.id`,
      [workspaceId, listIds],
    );
    const records: RecordFact[] = sessions.length
      ? await manager.query('SELECT session_id AS "sessionId", member_id AS "memberId", status FROM attendance_records WHERE session_id = ANY($1::int[])', [
          sessions.map((s) => s.id),
        ])
      : [];
    return { sessions, members, records };
  }

  /** Every list of the workspace (the dashboard without a list filter). */
  async listIdsOf(workspaceId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query('SELECT id FROM attendance_lists WHERE workspace_id = $1', [workspaceId]);
    return rows.map((r) => r.id);
  }
}
