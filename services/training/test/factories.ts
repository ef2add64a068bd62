import {
  type AttendanceListResponse,
  type AttendanceSessionDetail,
  type TrainingBatchPayload,
  type TrainingBatchResponse,
  type WorkspaceRole,
} from '@cricket/contracts';
import { actor, type Actor, type TestService } from '@cricket/service-kit/testing';

/** Test data for the training service's medium tests (CONVENTIONS.md: factories). */
let sequence = 0;

export { colleague, outboxEvents, type Actor as Member } from '@cricket/service-kit/testing';

/** A signed-in member of a workspace (a new one unless named), as the gateway would sign them (the role's default module rows). */
export const member = (role: WorkspaceRole = 'admin', workspace?: { id: number; name: string }, globalRole = 'player'): Actor =>
  actor({ role, workspaceId: workspace?.id, workspaceName: workspace?.name, globalRole });

/** The same person in another of their workspaces. */
export const inWorkspace = (person: Actor, workspace: { id: number; name: string }, role: WorkspaceRole): Actor =>
  actor({ user: person.user, workspaceId: workspace.id, workspaceName: workspace.name, role });

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

export async function newBatch(service: TestService, coach: Actor, overrides: Partial<TrainingBatchPayload> = {}): Promise<TrainingBatchResponse> {
  return created(await service.http().post('/api/training-batches').set(coach.headers).send(batchPayload(overrides)), 'batch');
}

export async function newList(service: TestService, owner: Actor, body: Record<string, unknown> = {}): Promise<AttendanceListResponse> {
  return created(await service.http().post('/api/attendance/lists').set(owner.headers).send({ name: `Nets ${++sequence}`, ...body }), 'list');
}

export async function newSession(service: TestService, owner: Actor, listId: number, body: Record<string, unknown> = {}): Promise<AttendanceSessionDetail> {
  return created(
    await service
      .http()
      .post('/api/attendance/sessions')
      .set(owner.headers)
      .send({ listId, title: `Morning nets ${++sequence}`, date: '2026-12-02', startTime: '06:00', endTime: '08:00', ...body }),
    'session',
  );
}

