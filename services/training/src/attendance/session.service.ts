import { BadRequestException, ConflictException, ForbiddenException, GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ATTENDANCE_MESSAGES,
  TRAINING_EVENTS,
  attendanceSessionBody,
  parseWith,
  type AttendanceDashboard,
  type AttendanceDashboardQuery,
  type AttendanceMarkedData,
  type AttendanceMarksBody,
  type AttendanceSessionDetail,
  type AttendanceSessionBody,
  type AttendanceSessionChanges,
  type AttendanceSessionResponse,
  type AttendanceSessionsQuery,
  type AttendanceStatus,
  type CheckInAnswer,
  type MarkMethod,
  type SessionEventData,
} from '@cricket/contracts';
import { actorOf, type Emit, InjectWorkspaceRepository, Outbox, type SignedInContext, workspaceIdOf, WorkspaceRepository } from '@cricket/service-kit';
import { AttendanceFactsService } from './attendance-facts.service';
import { attendanceDashboard, tallySessions } from './attendance-figures';
import { AttendanceList } from './attendance-list.entity';
import { AttendanceSession } from './attendance-session.entity';
import { ListService } from './list.service';

/** An unguessable token for the QR link. */
const newQrCode = () => randomBytes(16).toString('base64url');

interface MarkRow {
  status: AttendanceStatus;
  method: MarkMethod;
  markedAt: Date;
}

@Injectable()
export class SessionService {
  constructor(
    @InjectWorkspaceRepository(AttendanceSession) private readonly sessions: WorkspaceRepository<AttendanceSession>,
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly lists: ListService,
    private readonly facts: AttendanceFactsService,
  ) {}

  /** A session of the current workspace, else 404. */
  find(auth: SignedInContext, id: number, manager: EntityManager = this.dataSource.manager): Promise<AttendanceSession> {
    return this.sessions.in(manager).get(workspaceIdOf(auth), id, ATTENDANCE_MESSAGES.sessionNotFound);
  }

  async list(auth: SignedInContext, filter: AttendanceSessionsQuery): Promise<AttendanceSessionResponse[]> {
    const rows = await this.sessions.find(workspaceIdOf(auth), {
      where: { ...(filter.listId ? { listId: filter.listId } : {}), ...(filter.status ? { status: filter.status } : {}) },
      order: { date: 'DESC', startTime: 'DESC', id: 'DESC' },
    });
    return this.responses(rows);
  }

  async get(auth: SignedInContext, id: number): Promise<AttendanceSessionDetail> {
    const session = await this.find(auth, id);
    const [response] = await this.responses([session]);
    const attendees = await this.dataSource.query(
      `SELECT m.id AS "memberId", m.user_id AS "userId", m.name,
              CASE WHEN m.user_id IS NULL THEN 'guest' ELSE 'member' END AS kind,
              r.status, r.method, r.marked_at AS "markedAt"
         FROM list_members m
         LEFT JOIN attendance_records r ON r.member_id = m.id AND r.session_id = $1
        WHERE m.list_id = $2
        ORDER BY lower(m.name), m.id`,
      [id, session.listId],
    );
    return {
      ...response,
      attendees: attendees.map((a: { markedAt: Date | null }) => ({ ...a, markedAt: a.markedAt ? new Date(a.markedAt).toISOString() : null })),
    };
  }

  async create(auth: SignedInContext, input: AttendanceSessionBody): Promise<AttendanceSessionDetail> {
    const list = await this.lists.find(auth, input.listId);
    const session = await this.outbox.transaction(async (manager, emit) => {
      const sessions = this.sessions.in(manager);
      const saved = await sessions.save(list.workspaceId, sessions.create(list.workspaceId, { ...input, status: 'open', qrCode: newQrCode(), createdBy: auth.user.id }));
      emit(TRAINING_EVENTS.sessionCreated, this.sessionEvent(saved), actorOf(auth));
      return saved;
    });
    return this.get(auth, session.id);
  }

  /** Title, date and times; the list stays. */
  async update(auth: SignedInContext, id: number, changes: AttendanceSessionChanges): Promise<AttendanceSessionDetail> {
    const session = await this.find(auth, id);
    const parsed = parseWith(attendanceSessionBody, {
      listId: session.listId,
      title: session.title,
      date: session.date,
      startTime: session.startTime,
      endTime: session.endTime,
      ...changes,
    });
    if (!parsed.ok) throw new BadRequestException(parsed.message);
    const { title, date, startTime, endTime } = parsed.value;
    await this.sessions.update(session.workspaceId, { id }, { title, date, startTime, endTime });
    return this.get(auth, id);
  }

  /** Closing expires the QR code for good. */
  async close(auth: SignedInContext, id: number): Promise<AttendanceSessionDetail> {
    const workspaceId = workspaceIdOf(auth);
    await this.outbox.transaction(async (manager, emit) => {
      const sessions = this.sessions.in(manager);
      const session = await sessions.get(workspaceId, id, ATTENDANCE_MESSAGES.sessionNotFound, { lock: true });
      if (session.status === 'closed') throw new ConflictException(ATTENDANCE_MESSAGES.sessionClosed);
      Object.assign(session, { status: 'closed', closedAt: new Date() });
      await sessions.save(workspaceId, session);
      emit(TRAINING_EVENTS.sessionClosed, this.sessionEvent(session), actorOf(auth));
    });
    return this.get(auth, id);
  }

  async remove(auth: SignedInContext, id: number): Promise<{ message: string }> {
    await this.find(auth, id);
    await this.sessions.delete(workspaceIdOf(auth), { id });
    return { message: 'Session deleted' };
  }

  /** The coach marks everyone at once; only changed marks are written and reported. */
  async mark(auth: SignedInContext, id: number, input: AttendanceMarksBody): Promise<AttendanceSessionDetail> {
    await this.outbox.transaction(async (manager, emit) => {
      const session = await this.find(auth, id, manager);
      const ids = input.marks.map((m) => m.memberId);
      const onList: { id: number; userId: number | null }[] = await manager.query(
        'SELECT id, user_id AS "userId" FROM list_members WHERE list_id = $1 AND id = ANY($2::int[])',
        [session.listId, ids],
      );
      const userBy = new Map(onList.map((m) => [m.id, m.userId]));
      const stranger = ids.find((memberId) => !userBy.has(memberId));
      if (stranger !== undefined) throw new BadRequestException(ATTENDANCE_MESSAGES.markMember(stranger));
      const previous: { memberId: number; status: AttendanceStatus }[] = await manager.query(
        'SELECT member_id AS "memberId", status FROM attendance_records WHERE session_id = $1 AND member_id = ANY($2::int[]) FOR UPDATE',
        [id, ids],
      );
      const before = new Map(previous.map((p) => [p.memberId, p.status]));
      const changed = input.marks.filter((m) => before.get(m.memberId) !== m.status);
      if (changed.length === 0) return;
      await manager.query(
        `INSERT INTO attendance_records (session_id, member_id, status, method, marked_by)
         SELECT $1, member_id, status, 'manual', $4 FROM unnest($2::int[], $3::text[]) AS marks (member_id, status)
         ON CONFLICT (session_id, member_id)
         DO UPDATE SET status = EXCLUDED.status, method = 'manual', marked_by = EXCLUDED.marked_by, marked_at = now()`,
        [id, changed.map((m) => m.memberId), changed.map((m) => m.status), auth.user.id],
      );
      for (const m of changed) {
        this.emitMarked(emit, auth, session, { memberId: m.memberId, userId: userBy.get(m.memberId) ?? null, status: m.status, previousStatus: before.get(m.memberId) ?? null, method: 'manual' });
      }
    });
    return this.get(auth, id);
  }

  /**
   * The signed-in person scans an open session's code: present once, however often they scan
   * (the unique mark per session and person decides; a repeat changes nothing). Someone not on
   * the list yet joins it as they check in.
   */
  async checkIn(auth: SignedInContext, code: string): Promise<CheckInAnswer> {
    return this.outbox.transaction(async (manager, emit) => {
      // Looked up in every workspace so that another workspace's code is refused as such (403) below, not as unknown.
      const session = (await this.sessions
        .in(manager)
        .acrossWorkspaces('s')
        .innerJoinAndMapOne('s.list', AttendanceList, 'l', 'l.id = s.listId')
        .where('s.qrCode = :code', { code })
        .setLock('pessimistic_read', undefined, ['s'])
        .getOne()) as (AttendanceSession & { list: AttendanceList }) | null;
      if (!session) throw new NotFoundException(ATTENDANCE_MESSAGES.codeNotFound);
      if (!auth.workspace) throw new ForbiddenException(ATTENDANCE_MESSAGES.noWorkspace);
      if (session.workspaceId !== auth.workspace.id) throw new ForbiddenException(ATTENDANCE_MESSAGES.codeOtherWorkspace);
      if (session.status === 'closed') throw new GoneException(ATTENDANCE_MESSAGES.codeExpired);

      await manager.query('INSERT INTO list_members (list_id, user_id, name) VALUES ($1, $2, $3) ON CONFLICT (list_id, user_id) DO NOTHING', [
        session.listId,
        auth.user.id,
        auth.user.name,
      ]);
      const [member]: { id: number; name: string }[] = await manager.query('SELECT id, name FROM list_members WHERE list_id = $1 AND user_id = $2', [
        session.listId,
        auth.user.id,
      ]);
      const inserted: MarkRow[] = await manager.query(
        `INSERT INTO attendance_records (session_id, member_id, status, method, marked_by) VALUES ($1, $2, 'present', 'qr', $3)
         ON CONFLICT (session_id, member_id) DO NOTHING
         RETURNING status, method, marked_at AS "markedAt"`,
        [session.id, member.id, auth.user.id],
      );
      const mark: MarkRow =
        inserted[0] ??
        (await manager.query('SELECT status, method, marked_at AS "markedAt" FROM attendance_records WHERE session_id = $1 AND member_id = $2', [session.id, member.id]))[0];
      if (inserted.length) this.emitMarked(emit, auth, session, { memberId: member.id, userId: auth.user.id, status: 'present', previousStatus: null, method: 'qr' });
      return {
        sessionId: session.id,
        sessionTitle: session.title,
        listName: session.list.name,
        date: session.date,
        startTime: session.startTime,
        endTime: session.endTime,
        memberId: member.id,
        name: member.name,
        status: mark.status,
        method: mark.method,
        markedAt: new Date(mark.markedAt).toISOString(),
        alreadyMarked: inserted.length === 0,
      };
    });
  }

  async dashboard(auth: SignedInContext, filter: AttendanceDashboardQuery): Promise<AttendanceDashboard> {
    const workspaceId = workspaceIdOf(auth);
    if (filter.listId !== null) await this.lists.find(auth, filter.listId);
    const listIds = filter.listId !== null ? [filter.listId] : await this.facts.listIdsOf(workspaceId);
    const { sessions, members, records } = await this.facts.load(workspaceId, { listIds, from: filter.from, to: filter.to });
    return attendanceDashboard(filter, sessions, members, records);
  }

  private emitMarked(
    emit: Emit,
    auth: SignedInContext,
    session: Pick<AttendanceSession, 'id' | 'listId' | 'workspaceId' | 'date'>,
    mark: Pick<AttendanceMarkedData, 'memberId' | 'userId' | 'status' | 'previousStatus' | 'method'>,
  ): void {
    const data: AttendanceMarkedData = { sessionId: session.id, listId: session.listId, workspaceId: session.workspaceId, date: session.date, ...mark };
    emit(TRAINING_EVENTS.attendanceMarked, data, actorOf(auth));
  }

  private sessionEvent(session: AttendanceSession): SessionEventData {
    return { sessionId: session.id, listId: session.listId, workspaceId: session.workspaceId, date: session.date, status: session.status };
  }

  private async responses(rows: AttendanceSession[]): Promise<AttendanceSessionResponse[]> {
    if (rows.length === 0) return [];
    const workspaceId = rows[0].workspaceId;
    const { sessions, members, records } = await this.facts.load(workspaceId, { sessionIds: rows.map((r) => r.id) });
    const tallies = tallySessions(sessions, members, records);
    const listNames = new Map(sessions.map((s) => [s.id, s.listName]));
    return rows.map((s) => {
      const tally = tallies.get(s.id)!;
      return {
        id: s.id,
        workspaceId: s.workspaceId,
        listId: s.listId,
        listName: listNames.get(s.id) ?? '',
        title: s.title,
        date: s.date,
        startTime: s.startTime,
        endTime: s.endTime,
        status: s.status,
        qrCode: s.qrCode,
        closedAt: s.closedAt ? s.closedAt.toISOString() : null,
        counts: tally.counts,
        rosterSize: tally.rosterSize,
        createdBy: s.createdBy,
        createdAt: s.createdAt.toISOString(),
      };
    });
  }
}
