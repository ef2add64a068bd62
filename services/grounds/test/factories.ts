import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import {
  IDENTITY_EVENTS,
  addDays,
  defaultModulePermissions,
  utcToday,
  type EventEnvelope,
  type GroundBookingResponse,
  type GroundPayload,
  type GroundResponse,
} from '@cricket/contracts';
import { groundPayload } from '@cricket/contracts/testing';
import { actor, startTestService, type Actor, type TestService } from '@cricket/service-kit/testing';

export { actor, newWorkspaceId, outboxEvents, type Actor } from '@cricket/service-kit/testing';
import { MembershipConsumer } from '../src/members/membership.consumer';
import { groundsService } from '../src/service';

/** Test data for the grounds service's medium tests (CONVENTIONS.md: factories). */
let sequence = 0;

export const startGrounds = () => startTestService('grounds', groundsService);

/** A member whose grounds row is narrowed to view only. */
export function memberWithoutGroundEdit(workspaceId: number): Actor {
  const permissions = defaultModulePermissions('member').map((p) => (p.module === 'grounds' ? { ...p, canCreate: false, canEdit: false, canDelete: false } : p));
  return actor({ workspaceId, role: 'member', permissions });
}

export function newGround(overrides: Partial<GroundPayload> = {}): GroundPayload {
  const n = ++sequence;
  return groundPayload({ name: `Oval ${n}`, address: `${n} Ground Road`, ...overrides });
}

export async function createGround(service: TestService, owner: Actor, overrides: Partial<GroundPayload> = {}): Promise<GroundResponse> {
  const res = await service.http().post('/api/grounds').set(owner.headers).send(newGround(overrides));
  if (res.status !== 201) throw new Error(`ground failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as GroundResponse;
}

let day = 0;
/** A fresh date from tomorrow on per call (within the default booking horizon), so tests never share a calendar day. */
export function newDate(): string {
  return addDays(utcToday(), ++day);
}

/** Tells the service, as identity's event would, that a user joined a workspace (or left it). */
export async function membership(service: TestService, workspaceId: number, userId: number, type: string = IDENTITY_EVENTS.memberAdded): Promise<void> {
  const event: EventEnvelope = { id: randomUUID(), type, workspaceId, occurredAt: new Date().toISOString(), actorId: null, data: { workspaceId, userId, role: 'member' } };
  await service.app.get(MembershipConsumer).handle(event);
}

export async function requestBooking(
  service: TestService,
  who: Actor,
  groundId: number,
  overrides: Record<string, unknown> = {},
): Promise<GroundBookingResponse> {
  const res = await service
    .http()
    .post('/api/ground-bookings')
    .set(who.headers)
    .send({ groundId, date: newDate(), timeSlots: ['9:00 AM'], purpose: 'practice', paymentMethod: 'offline', ...overrides });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as GroundBookingResponse;
}

export async function countRows(service: TestService, sql: string, params: unknown[] = []): Promise<number> {
  const rows: { count: string }[] = await service.app.get(DataSource).query(sql, params);
  return Number(rows[0].count);
}
