import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { IDENTITY_EVENTS, type ConsumedEvent, type EventEnvelope } from '@cricket/contracts';
import { DurableConsumer, EventConsumers, InjectWorkspaceRepository, WorkspaceRepository } from '@cricket/service-kit';
import { WorkspaceMember } from './workspace-member.entity';

export const MEMBERSHIP_CONSUMER = 'grounds-members';
const SUBJECTS = [IDENTITY_EVENTS.workspaceCreated, IDENTITY_EVENTS.memberAdded, IDENTITY_EVENTS.memberRemoved];
type MembershipEvent = ConsumedEvent<(typeof SUBJECTS)[number]>;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Keeps the copy of workspace memberships from identity's events: a workspace's creator is its
 * first member, then members are added and removed. Durable and idempotent (inbox), in order.
 */
@Injectable()
@DurableConsumer({ name: MEMBERSHIP_CONSUMER, subjects: SUBJECTS })
export class MembershipConsumer {
  constructor(
    private readonly consumers: EventConsumers,
    @InjectWorkspaceRepository(WorkspaceMember) private readonly members: WorkspaceRepository<WorkspaceMember>,
  ) {}

  /** Handles one event as a delivery would (a redelivery changes nothing). */
  handle(event: EventEnvelope): Promise<void> {
    return this.consumers.handle(MEMBERSHIP_CONSUMER, [event]);
  }

  async apply(manager: EntityManager, events: MembershipEvent[]): Promise<void> {
    const members = this.members.in(manager);
    for (const event of events) {
      const { workspaceId } = event.data;
      const userId = event.type === IDENTITY_EVENTS.workspaceCreated ? event.actorId : event.data.userId;
      // Identity's ids, checked as any input from another service.
      if (!isId(workspaceId) || !isId(userId)) continue;
      if (event.type === IDENTITY_EVENTS.memberRemoved) await members.delete(workspaceId, { userId });
      else await members.insertMissing(workspaceId, [{ userId }]);
    }
  }
}
