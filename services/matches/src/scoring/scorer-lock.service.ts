import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { MATCH_MESSAGES, SCORER_LOCK_MESSAGES, type ScorerLockResponse, type TakeScoringBody } from '@cricket/contracts';
import { InjectWorkspaceRepository, isWorkspaceAdmin, type SignedInContext, WorkspaceRepository, workspaceIdOf } from '@cricket/service-kit';
import { Match } from '../matches/match.entity';
import { lockOwnMatch } from '../matches/own-match';
import { ScorerLock } from './scorer-lock.entity';

/**
 * One scorer holds a match at a time (issue 16). The first to open the console, or the first to
 * score, holds it; every scoring write by anyone else is refused with the holder's name. The
 * holder releases it or hands it over; a workspace admin takes it over, unless the holder's
 * device has reported taps it has not synced (they would be lost, or doubled later).
 */
@Injectable()
export class ScorerLockService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectWorkspaceRepository(Match) private readonly matches: WorkspaceRepository<Match>,
  ) {}

  /** Who scores the match: its own workspace's business (another's match is not found). */
  async read(auth: SignedInContext, id: number): Promise<ScorerLockResponse> {
    await this.matches.get(workspaceIdOf(auth), id, MATCH_MESSAGES.notFound);
    return toResponse(id, await this.dataSource.manager.findOneBy(ScorerLock, { matchId: id }));
  }

  /** Takes a free match, keeps mine (reporting my unsynced taps), or takes it over as an admin. */
  take(auth: SignedInContext, id: number, { takeOver, unsynced }: TakeScoringBody): Promise<ScorerLockResponse> {
    return this.dataSource.transaction(async (manager) => {
      const match = await lockOwnMatch(this.matches.in(manager), auth, id);
      const lock = await manager.findOneBy(ScorerLock, { matchId: id });
      if (lock && lock.holderId !== auth.user.id) {
        if (!takeOver) throw new ConflictException(SCORER_LOCK_MESSAGES.heldBy(lock.holderName));
        if (!isWorkspaceAdmin(auth, match.workspaceId)) throw new ForbiddenException(SCORER_LOCK_MESSAGES.adminTakesOver);
        if (lock.unsynced > 0) throw new ConflictException(SCORER_LOCK_MESSAGES.unsynced(lock.holderName, lock.unsynced));
      }
      // The holder's own report keeps whoever asked for the match; a new holder starts with no request.
      const asked = lock?.holderId === auth.user.id ? { requestedById: lock.requestedById, requestedByName: lock.requestedByName } : {};
      return toResponse(id, await manager.save(ScorerLock, holdBy(auth, id, { unsynced, ...asked })));
    });
  }

  /** Asks the holder for the match; a free match is simply taken. */
  request(auth: SignedInContext, id: number): Promise<ScorerLockResponse> {
    return this.dataSource.transaction(async (manager) => {
      await lockOwnMatch(this.matches.in(manager), auth, id);
      const lock = await manager.findOneBy(ScorerLock, { matchId: id });
      if (!lock) return toResponse(id, await manager.save(ScorerLock, holdBy(auth, id)));
      if (lock.holderId !== auth.user.id) Object.assign(lock, { requestedById: auth.user.id, requestedByName: auth.user.name });
      return toResponse(id, await manager.save(lock));
    });
  }

  /** The holder lets the match go (handing it to whoever asked takes it on their next look). */
  async release(auth: SignedInContext, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockOwnMatch(this.matches.in(manager), auth, id);
      const lock = await manager.findOneBy(ScorerLock, { matchId: id });
      if (lock && lock.holderId !== auth.user.id) throw new ConflictException(SCORER_LOCK_MESSAGES.heldBy(lock.holderName));
      if (lock) await manager.delete(ScorerLock, { matchId: id });
    });
  }

  /** Inside a scoring write, under the match's row lock: the caller holds the match, or takes it while nobody does. */
  async assertHolder(manager: EntityManager, auth: SignedInContext, matchId: number): Promise<void> {
    const lock = await manager.findOneBy(ScorerLock, { matchId });
    if (!lock) await manager.insert(ScorerLock, holdBy(auth, matchId));
    else if (lock.holderId !== auth.user.id) throw new ConflictException(SCORER_LOCK_MESSAGES.heldBy(lock.holderName));
  }
}

function holdBy(auth: SignedInContext, matchId: number, rest: Partial<ScorerLock> = {}): Partial<ScorerLock> {
  return { matchId, holderId: auth.user.id, holderName: auth.user.name, unsynced: 0, requestedById: null, requestedByName: null, ...rest };
}

function toResponse(matchId: number, lock: Partial<ScorerLock> | null): ScorerLockResponse {
  if (!lock?.holderId) return { matchId, holder: null, unsynced: 0, requestedBy: null };
  return {
    matchId,
    holder: { id: lock.holderId, name: lock.holderName ?? '' },
    unsynced: lock.unsynced ?? 0,
    requestedBy: lock.requestedById ? { id: lock.requestedById, name: lock.requestedByName ?? '' } : null,
  };
}
