import 'reflect-metadata';
import { Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { EntityManager } from 'typeorm';
import { IDENTITY_EVENTS, type ConsumedEvent } from '@cricket/contracts';
import { DurableConsumer, DurableConsumerStarter } from './durable-consumer';
import { EventConsumers, type ConsumerDefinition } from './event-consumers';

const SUBJECTS = ['identity.member.*', IDENTITY_EVENTS.workspaceUpdated] as const;
type MembershipEvent = ConsumedEvent<(typeof SUBJECTS)[number]>;

@Injectable()
@DurableConsumer({ name: 'members', subjects: SUBJECTS, ownInbox: true })
class MembersConsumer {
  readonly applied: string[] = [];

  async apply(_manager: EntityManager, events: MembershipEvent[]): Promise<void> {
    for (const event of events) {
      // The type narrows the data: a workspace event names the workspace, a member event its user.
      this.applied.push(event.type === IDENTITY_EVENTS.workspaceUpdated ? `workspace ${event.data.name}` : `member ${event.data.userId}`);
    }
  }
}

// The compiler refuses a subject outside the catalogue, and an apply that misses a declared subject's events.
// @ts-expect-error no such entity in the catalogue
@DurableConsumer({ name: 'unknown', subjects: ['identity.nobody.*'] })
export class UnknownSubjectConsumer {
  async apply(): Promise<void> {}
}
// @ts-expect-error apply takes member events only, not workspace ones
@DurableConsumer({ name: 'narrow', subjects: SUBJECTS })
export class NarrowConsumer {
  async apply(_manager: EntityManager, _events: ConsumedEvent<'identity.member.*'>[]): Promise<void> {}
}

describe('DurableConsumer', () => {
  it('starts every marked provider at bootstrap with its options, applying through the instance', async () => {
    const started: ConsumerDefinition[] = [];
    const consumers = { start: async (definition: ConsumerDefinition) => void started.push(definition) };
    const module = await Test.createTestingModule({
      imports: [DiscoveryModule],
      providers: [MembersConsumer, DurableConsumerStarter, { provide: EventConsumers, useValue: consumers }],
    }).compile();
    await module.init();

    expect(started).toEqual([expect.objectContaining({ name: 'members', subjects: SUBJECTS, ownInbox: true })]);
    const envelope = { id: 'e1', workspaceId: 3, occurredAt: '2026-01-01T00:00:00.000Z', actorId: 1 };
    await started[0].apply({} as EntityManager, [
      { ...envelope, type: IDENTITY_EVENTS.memberAdded, data: { workspaceId: 3, userId: 7 } },
      { ...envelope, type: IDENTITY_EVENTS.workspaceUpdated, data: { workspaceId: 3, name: 'Club' } },
    ]);
    expect(module.get(MembersConsumer).applied).toEqual(['member 7', 'workspace Club']);
    await module.close();
  });
});
