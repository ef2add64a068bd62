import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { PLAYER_FIGURES_VERSION } from '@cricket/contracts';
import { InjectWorkspaceRepository, SERVICE_LOGGER, WorkspaceRepository } from '@cricket/service-kit';
import { Match } from '../matches/match.entity';
import { refreshPlayerFigures } from './player-figures';

/** Matches per transaction: each holds its matches' row locks only as long as their folds take. */
export const BACKFILL_BATCH = 50;

export interface BackfillResult {
  matches: number;
  rows: number;
}

/**
 * Writes the careers rows of completed matches scored ball by ball that have none counted by the
 * current definitions (PLAYER_FIGURES_VERSION): the matches completed before the read model
 * existed, every match once after the definitions change, or whatever an operator cleared to have
 * it rebuilt. A rewrite keeps each match's player of the match. Idempotent, and safe beside live
 * scoring: a match is refreshed under its row lock, and one locked by a change in progress is
 * skipped (that change writes its rows itself). Runs in the background at start, so the service answers while it
 * works; readers meanwhile see the matches done so far.
 */
@Injectable()
export class PlayerFiguresBackfill implements OnApplicationBootstrap, OnApplicationShutdown {
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @InjectWorkspaceRepository(Match) private readonly matches: WorkspaceRepository<Match>,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.rebuildMissing()
      .then((done) => done.matches > 0 && this.logger.info(done, 'player figures written for completed matches without them'))
      .catch((error: unknown) => this.logger.warn({ err: error }, 'player figures backfill failed; it runs again at the next start'));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  async rebuildMissing(): Promise<BackfillResult> {
    const done: BackfillResult = { matches: 0, rows: 0 };
    // A cursor, so that a match that yields no rows (no squad player in it) is passed once.
    for (let after = 0; !this.stopped; ) {
      const ids: { id: number }[] = await this.dataSource.query(
        `SELECT m.id FROM matches m
          WHERE m.id > $1 AND m.status = 'completed'
            AND EXISTS (SELECT 1 FROM match_scoring s WHERE s.match_id = m.id)
            AND NOT EXISTS (SELECT 1 FROM player_match_figures f WHERE f.match_id = m.id AND f.version = $3)
          ORDER BY m.id LIMIT $2`,
        [after, BACKFILL_BATCH, PLAYER_FIGURES_VERSION],
      );
      if (ids.length === 0) break;
      after = ids[ids.length - 1].id;
      await this.dataSource.transaction(async (manager) => {
        // Every workspace's matches: the read model is the service's, not one workspace's.
        const matches = await this.matches
          .in(manager)
          .acrossWorkspaces('m')
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .where('m.id IN (:...ids)', { ids: ids.map((one) => one.id) })
          .andWhere("m.status = 'completed'")
          .andWhere('NOT EXISTS (SELECT 1 FROM player_match_figures f WHERE f.match_id = m.id AND f.version = :version)', { version: PLAYER_FIGURES_VERSION })
          .getMany();
        for (const match of matches) {
          done.rows += await refreshPlayerFigures(manager, match);
          done.matches += 1;
        }
      });
    }
    return done;
  }
}
