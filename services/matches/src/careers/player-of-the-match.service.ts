import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CAREER_MESSAGES,
  MATCH_EVENTS,
  playerOfTheMatchRanking,
  type AuthContext,
  type PlayerOfTheMatchBody,
  type PlayerOfTheMatchResponse,
} from '@cricket/contracts';
import { InjectWorkspaceRepository, Outbox, type SignedInContext, WorkspaceRepository } from '@cricket/service-kit';
import { readableMatch } from '../matches/match-access';
import { Match } from '../matches/match.entity';
import { emitMatchChange, lockOwnMatch } from '../matches/own-match';
import { matchRecords } from './player-figures';
import { PlayerOfTheMatchRow } from './player-of-the-match.entity';

/**
 * The player of the match: the formula's suggestion (contracts `suggestPlayerOfTheMatch`), kept
 * with the match's figures by `refreshPlayerFigures`, until a scorer of the match (matches/edit in
 * its workspace) names another player who played it. Read as the match is (published unless
 * members-only).
 */
@Injectable()
export class PlayerOfTheMatchService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @InjectWorkspaceRepository(Match) private readonly matches: WorkspaceRepository<Match>,
  ) {}

  async read(auth: AuthContext, matchId: number): Promise<PlayerOfTheMatchResponse> {
    const match = await readableMatch(this.matches, auth, matchId);
    return answer(this.dataSource.manager, match);
  }

  async choose(auth: SignedInContext, matchId: number, { playerId }: PlayerOfTheMatchBody): Promise<PlayerOfTheMatchResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const match = await lockOwnMatch(this.matches.in(manager), auth, matchId);
      if (match.status !== 'completed') throw new ConflictException(CAREER_MESSAGES.notCompleted);
      const records = await matchRecords(manager, match);
      if (records.length === 0) throw new ConflictException(CAREER_MESSAGES.noFigures);
      if (!records.some((record) => record.played && record.player === String(playerId))) throw new BadRequestException(CAREER_MESSAGES.notAPlayerOfTheMatch);
      await manager.upsert(PlayerOfTheMatchRow, { matchId: match.id, playerId, chosenBy: auth.user.id }, ['matchId']);
      emitMatchChange(emit, auth, match, MATCH_EVENTS.matchUpdated);
      return answer(manager, match);
    });
  }
}

async function answer(manager: EntityManager, match: Match): Promise<PlayerOfTheMatchResponse> {
  const ranking = playerOfTheMatchRanking(await matchRecords(manager, match));
  const award = await manager.findOneBy(PlayerOfTheMatchRow, { matchId: match.id });
  const named = award && ranking.find((points) => points.player === String(award.playerId));
  return {
    matchId: match.id,
    playerOfTheMatch: named ? { ...named, playerId: award.playerId } : null,
    chosenBy: !named ? null : award.chosenBy === null ? { kind: 'formula' } : { kind: 'scorer', userId: award.chosenBy },
    ranking,
  };
}
