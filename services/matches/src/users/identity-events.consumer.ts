import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { IDENTITY_EVENTS, isMatchVisibility, type EventEnvelope, type UserRegisteredData, type WorkspaceEventData } from '@cricket/contracts';
import { EVENT_BUS, EventInbox, SERVICE_LOGGER, type EventBus, type EventSubscription } from '@cricket/service-kit';
import { MatchVisibilityService } from '../matches/match-visibility.service';
import { UserProjectionService } from './user-projection.service';

export const IDENTITY_CONSUMER = 'matches-identity';
const SUBJECTS = [IDENTITY_EVENTS.userRegistered, IDENTITY_EVENTS.userUpdated, IDENTITY_EVENTS.workspaceUpdated];

/**
 * Keeps the users projection (to add players by username), the workspace names shown on
 * tournaments and who reads each workspace's matches current. Durable and idempotent by event id through the inbox.
 */
@Injectable()
export class IdentityEventsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription: EventSubscription | null = null;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    private readonly inbox: EventInbox,
    private readonly users: UserProjectionService,
    private readonly visibility: MatchVisibilityService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe(IDENTITY_CONSUMER, SUBJECTS, (event) => this.handle(event), { durable: true });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
  }

  async handle(event: EventEnvelope): Promise<void> {
    await this.inbox.handleOnce(IDENTITY_CONSUMER, event, async (manager) => {
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
    });
  }
}
