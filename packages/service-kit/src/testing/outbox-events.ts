import { DataSource } from 'typeorm';
import type { EventEnvelope } from '@cricket/contracts';
import type { TestService } from './index';

/** The events a test service wrote to its outbox (of one type if named), oldest first. */
export async function outboxEvents<T = unknown>(service: TestService, type?: string): Promise<EventEnvelope<T>[]> {
  const rows: { envelope: EventEnvelope<T> }[] = await service.app
    .get(DataSource)
    .query(`SELECT envelope FROM outbox ${type ? 'WHERE type = $1' : ''} ORDER BY created_at`, type ? [type] : []);
  return rows.map((r) => r.envelope);
}
