import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { IDENTITY_EVENTS, isMatchVisibility, type EventEnvelope, type UserRegisteredData, type WorkspaceEventData } from '@cricket/contracts';
import { EventConsumers, SERVICE_LOGGER } from '@cricket/service-kit';
import { MatchVisibilityService } from '../matches/match-visibility.service';
import { UserProjectionService } from './user-projection.service';

export const IDENTITY_CONSUMER = 'matches-identity';
const SUBJECTS = [IDENTITY_EVENTS.userRegistered, IDENTITY_EVENTS.userUpdated, IDENTITY_EVENTS.workspaceUpdated];

/**
 * Keeps the users projection (to add players by username), the workspace names shown on
 * tournaments and who reads each workspace's matches current. Durable and idempotent by event id
 * through the kit's consumers: a batch per transaction with the inbox, and an event that keeps
 * failing parked in `dead_letters` for replay.
 */
@Injectable()
export class IdentityEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    private readonly users: UserProjectionService,
    private readonly visibility: MatchVisibilityService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.start({ name: IDENTITY_CONSUMER, subjects: SUBJECTS, apply: (manager, events) => this.apply(manager, events) });
  }

  private async apply(manager: EntityManager, events: EventEnvelope[]): Promise<void> {
    for (const event of events) await this.applyOne(manager, event);
  }

  private async applyOne(manager: EntityManager, event: EventEnvelope): Promise<void> {
    if (event.type === IDENTITY_EVENTS.workspaceUpdated) {
      const { workspaceId, name, matchVisibility } = event.data as WorkspaceEventData;
      if (!workspaceId || !name) return;
      await manager.query('UPDATE tournaments SET workspace_name = $2 WHERE workspace_id = $1', [workspaceId, name]);
      await manager.query('UPDATE tournament_teams SET workspace_name = $2 WHERE workspace_id = $1', [workspaceId, name]);
      if (isMatchVisibility(matchVisibility)) await this.visibility.set(manager, workspaceId, matchVisibility);
      return;
    }
    // user.updated carries the user id and, when identity sends them, the new username and name.
    const data = event.data as Partial<UserRegisteredData>;
    if (typeof data.userId !== 'number' || typeof data.username !== 'string' || typeof data.name !== 'string') {
      this.logger.debug({ type: event.type, id: event.id }, 'identity event without username and name; projection unchanged');
      return;
    }
    await this.users.remember({ id: data.userId, username: data.username, name: data.name }, manager);
  }
}
