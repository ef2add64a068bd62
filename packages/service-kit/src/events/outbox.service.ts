import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { EventData, EventEnvelope, EventType } from '@cricket/contracts';
import { OutboxEvent } from './outbox.entity';
import { OutboxRelay } from './outbox-relay';

export interface EmitOptions {
  workspaceId: number | null;
  actorId: number | null;
}

/** Emits an event of the catalogue: its subject decides the data it must carry. */
export type Emit = <K extends EventType>(type: K, data: EventData<K>, options: EmitOptions) => EventEnvelope<EventData<K>>;

export function newEnvelope<T>(type: string, data: T, options: EmitOptions): EventEnvelope<T> {
  return { id: randomUUID(), type, workspaceId: options.workspaceId, occurredAt: new Date().toISOString(), actorId: options.actorId, data };
}

/**
 * The one way a service changes data and reports it: the work and its events commit
 * together, and the relay publishes the events after the commit.
 */
@Injectable()
export class Outbox {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async transaction<T>(work: (manager: EntityManager, emit: Emit) => Promise<T>): Promise<T> {
    const pending: EventEnvelope[] = [];
    const emit: Emit = (type, data, options) => {
      const envelope = newEnvelope(type, data, options);
      pending.push(envelope);
      return envelope;
    };
    const result = await this.dataSource.transaction(async (manager) => {
      const value = await work(manager, emit);
      if (pending.length) {
        await manager.insert(
          OutboxEvent,
          pending.map((e) => ({ id: e.id, type: e.type, envelope: e }) as QueryDeepPartialEntity<OutboxEvent>),
        );
      }
      return value;
    });
    if (pending.length) this.relay.kick();
    return result;
  }
}

/** Consumer side: handles an event once per consumer, however often it is delivered. */
@Injectable()
export class EventInbox {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async handleOnce(consumer: string, event: EventEnvelope, work: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
        [consumer, event.id],
      );
      if (inserted.length === 0) return false;
      await work(manager);
      return true;
    });
  }
}
