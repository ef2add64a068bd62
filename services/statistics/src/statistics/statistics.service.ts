import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { diaryStats, ratio, UPTIME_WINDOW_DAYS, type DiaryFigures, type EventEnvelope, type PlatformStatistics } from '@cricket/contracts';
import { FOLDED_POSITION } from '../projection/batch-fold';
import { lock, Projector } from '../projection/projector';
import { READ_MODEL_TABLES } from '../projection/subjects';

const REPLAY_PAGE = 1000;

/** Registration roles as userStats names them (booking spec §3). */
const ROLE_FIELDS = { player: 'players', coach: 'coaches', team_manager: 'team_managers', umpire: 'umpires', admin: 'admins' } as const;

interface StoredEvent {
  seq: string;
  id: string;
  type: string;
  workspace_id: number | null;
  actor_id: number | null;
  occurred_at: Date;
  data: unknown;
}

@Injectable()
export class StatisticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projector: Projector,
  ) {}

  /** The last answer read, and the version of the read model it was read from. */
  private answer: { version: string; statistics: PlatformStatistics } | null = null;
  private reading: Promise<PlatformStatistics> | null = null;

  /**
   * The answer of GET /api/statistics, exactly the fields of booking spec §3. Every fold writes the log
   * position it reached with the figures it changed (one writer at a time), so an answer read at one
   * position stays right until the next fold: a read costs one key lookup, and while a backlog drains
   * the figures are read again once per folded batch, not once per reader, leaving the database to
   * the consumer. Readers arriving while the figures are being read share them.
   */
  async get(): Promise<PlatformStatistics> {
    const version = await foldedPosition(this.dataSource.manager);
    if (this.answer?.version === version) return this.answer.statistics;
    this.reading ??= this.dataSource
      .transaction('REPEATABLE READ', async (manager) => {
        const answer = { version: await foldedPosition(manager), statistics: await this.read(manager) };
        this.answer = answer;
        return answer.statistics;
      })
      .finally(() => (this.reading = null));
    return this.reading;
  }

  /** Empties the read model and folds the whole event log into it again, in the order it was first applied. */
  async rebuild(): Promise<PlatformStatistics> {
    const statistics = await this.dataSource.transaction(async (manager) => {
      await lock(manager);
      await manager.query(`TRUNCATE ${READ_MODEL_TABLES.join(', ')}`);
      let after = '0';
      for (;;) {
        const page: StoredEvent[] = await manager.query('SELECT * FROM statistics_events WHERE seq > $1 ORDER BY seq LIMIT $2', [after, REPLAY_PAGE]);
        if (page.length) await this.projector.apply(manager, page.map(toEnvelope), page[page.length - 1].seq);
        if (page.length < REPLAY_PAGE) break;
        after = page[page.length - 1].seq;
      }
      return this.read(manager);
    });
    // The position is the same as before, yet the figures are those of the fold as it is now: read them afresh.
    this.answer = null;
    return statistics;
  }

  /** Three queries in one snapshot: every figure is a sum or count over small per-entity tables. */
  private async read(manager: EntityManager): Promise<PlatformStatistics> {
    const roles: { role: string; count: string }[] = await manager.query('SELECT role, count(*) FROM stat_users GROUP BY role');
    const userStats = { total: 0, players: 0, coaches: 0, team_managers: 0, umpires: 0, admins: 0, general: 0 };
    for (const { role, count: n } of roles) {
      userStats.total += Number(n);
      // Any role outside the named ones reads as a general user (core §5 default role).
      userStats[ROLE_FIELDS[role as keyof typeof ROLE_FIELDS] ?? 'general'] += Number(n);
    }
    // Balls come from a row per match: scored ball by ball or imported whole.
    const [figures]: Record<string, string>[] = await manager.query(`
      SELECT (SELECT count(*) FROM stat_teams) AS teams,
             (SELECT count(*) FROM stat_tournaments) AS tournaments,
             (SELECT count(*) FROM stat_matches) AS matches,
             (SELECT count(*) FROM stat_matches WHERE status = 'live') AS live,
             (SELECT COALESCE(max(value), 0) FROM stat_counters WHERE name = 'peak_live') AS peak,
             (SELECT COALESCE(sum(updates), 0) FROM stat_scoring_minutes) AS updates,
             (SELECT count(*) FROM stat_scoring_minutes) AS minutes,
             (SELECT COALESCE(sum(win_probability_calculations), 0) FROM stat_match_scoring) AS calculations,
             (SELECT count(*) FROM stat_match_scoring) AS scored_matches,
             (SELECT count(*) FROM stat_heartbeat_minutes WHERE minute > now() - make_interval(days => $1)) AS up,
             (SELECT COALESCE(EXTRACT(EPOCH FROM max(minute) - min(minute)) / 60 + 1, 0)
                FROM stat_heartbeat_minutes WHERE minute > now() - make_interval(days => $1)) AS span,
             (SELECT count(*) FROM (SELECT DISTINCT unnest(players) FROM stat_match_totals) AS distinct_players) AS players,
             balls.*
        FROM (SELECT COALESCE(sum(overs), 0) AS overs, COALESCE(sum(dots), 0) AS dots, COALESCE(sum(fours), 0) AS fours,
                     COALESCE(sum(sixes), 0) AS sixes, COALESCE(sum(wickets), 0) AS wickets
                FROM stat_match_totals) AS balls`,
      [UPTIME_WINDOW_DAYS],
    );
    const n = (name: string) => Number(figures[name]);
    const diary: { figures: DiaryFigures }[] = await manager.query('SELECT figures FROM stat_diary_entries');

    return {
      userStats,
      teamCount: n('teams'),
      tournamentCount: n('tournaments'),
      matchStats: { total: n('matches'), live: n('live') },
      technicalStats: {
        peakConcurrentLiveMatches: n('peak'),
        avgScoringUpdatesPerMinute: ratio(n('updates'), n('minutes')),
        systemUptimePercentage: ratio(n('up') * 100, n('span')),
        winProbabilityCalculationsPerMatch: ratio(n('calculations'), n('scored_matches')),
      },
      cricketStats: {
        totalPlayers: n('players'),
        totalOvers: n('overs'),
        dotBalls: n('dots'),
        fours: n('fours'),
        sixes: n('sixes'),
        wickets: n('wickets'),
      },
      diaryStats: diaryStats(diary.map((row) => row.figures)),
    };
  }
}

/** The version of the read model: the last log event folded into it; none when it is empty (never folded, or lost). */
async function foldedPosition(manager: EntityManager): Promise<string> {
  const [row]: { value: string }[] = await manager.query('SELECT value FROM stat_counters WHERE name = $1', [FOLDED_POSITION]);
  return row?.value ?? '0';
}

function toEnvelope(row: StoredEvent): EventEnvelope {
  return {
    id: row.id,
    type: row.type,
    workspaceId: row.workspace_id,
    actorId: row.actor_id,
    occurredAt: row.occurred_at.toISOString(),
    data: row.data,
  };
}
