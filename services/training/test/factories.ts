import { DataSource } from 'typeorm';
import {
  defaultModulePermissions,
  type AttendanceListResponse,
  type AttendanceSessionDetail,
  type AuthContext,
  type EventEnvelope,
  type TrainingBatchPayload,
  type TrainingBatchResponse,
  type WorkspaceRole,
} from '@cricket/contracts';
import { authHeader, type TestService } from '@cricket/service-kit/testing';

/** Test data for the training service's medium tests (CONVENTIONS.md: factories). */
let sequence = 0;
const run = Math.floor(Math.random() * 100_000);
const nextId = () => run * 1000 + ++sequence;

export interface Member {
  context: AuthContext;
  header: Record<string, string>;
  user: NonNullable<AuthContext['user']>;
  workspace: NonNullable<AuthContext['workspace']>;
}

/** A signed-in member of a workspace, as the gateway would sign them (the role's default module rows). */
export function member(role: WorkspaceRole = 'admin', workspace?: { id: number; name: string }, globalRole = 'player'): Member {
  const id = nextId();
  const ws = { id: workspace?.id ?? nextId(), name: workspace?.name ?? `Academy ${sequence}`, role };
  const user = { id, username: `player_${id}`, name: `Player ${id}`, email: `player_${id}@example.com`, role: globalRole };
  const context: AuthContext = { user, workspace: ws, permissions: defaultModulePermissions(role) };
  return { context, header: authHeader(context), user, workspace: ws };
}

/** Another member of the same workspace. */
export function colleague(of: Member, role: WorkspaceRole, globalRole = 'player'): Member {
  return member(role, of.workspace, globalRole);
}

/** The same person in another of their workspaces. */
export function inWorkspace(person: Member, workspace: { id: number; name: string }, role: WorkspaceRole): Member {
  const ws = { ...workspace, role };
  const context: AuthContext = { user: person.user, workspace: ws, permissions: defaultModulePermissions(role) };
  return { context, header: authHeader(context), user: person.user, workspace: ws };
}

export function batchPayload(overrides: Partial<TrainingBatchPayload> = {}): TrainingBatchPayload {
  return {
    name: `Batch ${++sequence}`,
    description: 'Footwork and timing',
    level: 'beginner',
    scheduleDays: ['mon', 'wed', 'fri'],
    startTime: '17:00',
    endTime: '19:00',
    startDate: '2026-12-01',
    endDate: '2027-03-31',
    capacity: 20,
    monthlyFee: 150000,
    location: 'Shivaji Park nets',
    ...overrides,
  };
}

async function created<T>(res: { status: number; body: unknown }, what: string): Promise<T> {
  if (res.status !== 201) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

export async function newBatch(service: TestService, coach: Member, overrides: Partial<TrainingBatchPayload> = {}): Promise<TrainingBatchResponse> {
  return created(await service.http().post('/api/training-batches').set(coach.header).send(batchPayload(overrides)), 'batch');
}

export async function newList(service: TestService, owner: Member, body: Record<string, unknown> = {}): Promise<AttendanceListResponse> {
  return created(await service.http().post('/api/attendance/lists').set(owner.header).send({ name: `Nets ${++sequence}`, ...body }), 'list');
}

export async function newSession(service: TestService, owner: Member, listId: number, body: Record<string, unknown> = {}): Promise<AttendanceSessionDetail> {
  return created(
    await service
      .http()
      .post('/api/attendance/sessions')
      .set(owner.header)
      .send({ listId, title: `Morning nets ${++sequence}`, date: '2026-12-02', startTime: '06:00', endTime: '08:00', ...body }),
    'session',
  );
}

/** The events the service wrote to its outbox, oldest first. */
export async function outboxEvents<T = unknown>(service: TestService, type?: string): Promise<EventEnvelope<T>[]> {
  const rows: { envelope: EventEnvelope<T> }[] = await service.app
    .get(DataSource)
    .query(`SELECT envelope FROM outbox ${type ? 'WHERE type = $1' : ''} ORDER BY created_at`, type ? [type] : []);
  return rows.map((r) => r.envelope);
}
