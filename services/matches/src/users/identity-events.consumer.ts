import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { IDENTITY_EVENTS, isMatchVisibility, type ConsumedEvent } from '@cricket/contracts';
import { DurableConsumer, SERVICE_LOGGER } from '@cricket/service-kit';
import { MatchVisibilityService } from '../matches/match-visibility.service';
import { UserProjectionService } from './user-projection.service';

export const IDENTITY_CONSUMER = 'matches-identity';
const SUBJECTS = [IDENTITY_EVENTS.userRegistered, IDENTITY_EVENTS.userUpdated, IDENTITY_EVENTS.workspaceUpdated];
type IdentityEvent = ConsumedEvent<(typeof SUBJECTS)[number]>;

/**
 * Keeps the users projection (to add players by username), the workspace names shown on
 * tournaments and who reads each workspace's matches current. Durable and idempotent by event id
 * through the kit's consumers: a batch per transaction with the inbox, and an event that keeps
 * failing parked in `dead_letters` for replay.
 */
@Injectable()
@DurableConsumer({ name: IDENTITY_CONSUMER, subjects: SUBJECTS })
export class IdentityEventsConsumer {
  constructor(
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    private readonly users: UserProjectionService,
    private readonly visibility: MatchVisibilityService,
  ) {}

  async apply(manager: EntityManager, events: IdentityEvent[]): Promise<void> {
    for (const event of events) await this.applyOne(manager, event);
  }

  private async applyOne(manager: EntityManager, event: IdentityEvent): Promise<void> {
    if (event.type === IDENTITY_EVENTS.workspaceUpdated) {
      const { workspaceId, name, matchVisibility } = event.data;
      if (!workspaceId || !name) return;
      await manager.query('UPDATE tournaments SET workspace_name = $2 WHERE workspace_id = $1', [workspaceId, name]);
      await manager.query('UPDATE tournament_teams SET workspace_name = $2 WHERE workspace_id = $1', [workspaceId, name]);
      if (isMatchVisibility(matchVisibility)) await this.visibility.set(manager, workspaceId, matchVisibility);
      return;
    }
    // user.updated carries the user id and, when identity sends them, the new username and name.
    const { userId, username, name } = event.data;
    if (typeof userId !== 'number' || typeof username !== 'string' || typeof name !== 'string') {
      this.logger.debug({ type: event.type, id: event.id }, 'identity event without username and name; projection unchanged');
      return;
    }
    await this.users.remember({ id: userId, username, name }, manager);
  }
}
