import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { IDENTITY_EVENTS, type EventEnvelope, type MemberEventData, type WorkspaceEventData } from '@cricket/contracts';
import { EventConsumers } from '@cricket/service-kit';
import { WorkspaceMember } from './workspace-member.entity';

export const MEMBERSHIP_CONSUMER = 'grounds-members';
const SUBJECTS = [IDENTITY_EVENTS.workspaceCreated, IDENTITY_EVENTS.memberAdded, IDENTITY_EVENTS.memberRemoved];

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Keeps the copy of workspace memberships from identity's events: a workspace's creator is its
 * first member, then members are added and removed. Durable and idempotent (inbox), in order.
 */
@Injectable()
export class MembershipConsumer implements OnApplicationBootstrap {
  constructor(private readonly consumers: EventConsumers) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.start({ name: MEMBERSHIP_CONSUMER, subjects: SUBJECTS, apply: (manager, events) => this.apply(manager, events) });
  }

  /** Handles one event as a delivery would (a redelivery changes nothing). */
  handle(event: EventEnvelope): Promise<void> {
    return this.consumers.handle(MEMBERSHIP_CONSUMER, [event]);
  }

  private async apply(manager: EntityManager, events: EventEnvelope[]): Promise<void> {
    for (const event of events) {
      const data = (event.data ?? {}) as Partial<MemberEventData & WorkspaceEventData>;
      const userId = event.type === IDENTITY_EVENTS.workspaceCreated ? event.actorId : data.userId;
      if (!isId(data.workspaceId) || !isId(userId)) continue;
      const member = { workspaceId: data.workspaceId, userId };
      if (event.type === IDENTITY_EVENTS.memberRemoved) await manager.delete(WorkspaceMember, member);
      else await manager.createQueryBuilder().insert().into(WorkspaceMember).values(member).orIgnore().execute();
    }
  }
}
