import type { EntityManager } from 'typeorm';
import type { MatchBallTotals, MatchStatus } from '@cricket/contracts';

/** The stat_counters row naming the last log event folded into the read model. */
export const FOLDED_POSITION = 'folded_seq';

/** One delivery as the About figures count it. */
export interface DeliveryRow {
  innings: number;
  over: number;
  legal: boolean;
  dot: boolean;
  four: boolean;
  six: boolean;
  wicket: boolean;
  players: string[];
}

interface MatchRow {
  status: MatchStatus;
  statusAt: number;
  /** Sent by services/matches with a match event, not inferred from the match's scoring. */
  explicit: boolean;
}

/** What a batch does to one match's deliveries: the stored ones it wipes or cuts, then the rows it writes. */
interface DeliveryChanges {
  wipe: boolean;
  cutFrom: number | null;
  rows: Map<number, DeliveryRow>;
}

/**
 * The read model rows one batch of events touches: loaded once, changed in memory in event order
 * exactly as one statement per event would change them, and written back with a few set-based
 * statements. This is what lets a consumer fold thousands of events a second (issue 15).
 */
export class BatchFold {
  private readonly users = new Map<number, string>();
  private readonly teams = new Map<number, boolean>();
  private readonly tournaments = new Map<number, boolean>();
  private readonly diary = new Map<number, unknown>();
  private readonly heartbeats: string[] = [];
  private readonly scoringUpdates: string[] = [];
  private readonly matchScoring = new Map<number, { updates: number; calculations: number }>();
  private readonly matches = new Map<number, MatchRow | null>();
  private readonly dirtyMatches = new Set<number>();
  private readonly deliveries = new Map<number, DeliveryChanges>();
  private readonly totals = new Map<number, MatchBallTotals | null>();
  private live = 0;
  private peak = 0;

  private constructor(private readonly manager: EntityManager) {}

  /** Loads the stored state of the matches the batch names, the live count and the peak. */
  static async load(manager: EntityManager, matchIds: number[]): Promise<BatchFold> {
    const fold = new BatchFold(manager);
    const [counts] = await manager.query(
      `SELECT (SELECT count(*) FROM stat_matches WHERE status = 'live') AS live,
              (SELECT COALESCE(max(value), 0) FROM stat_counters WHERE name = 'peak_live') AS peak`,
    );
    fold.live = Number(counts.live);
    fold.peak = Number(counts.peak);
    const rows: { match_id: number; status: MatchStatus; status_at: Date; status_explicit: boolean }[] = matchIds.length
      ? await manager.query('SELECT match_id, status, status_at, status_explicit FROM stat_matches WHERE match_id = ANY($1::int[])', [matchIds])
      : [];
    for (const row of rows) fold.matches.set(row.match_id, { status: row.status, statusAt: row.status_at.getTime(), explicit: row.status_explicit });
    return fold;
  }

  setUserRole(userId: number, role: string): void {
    this.users.set(userId, role);
  }

  setTeam(teamId: number, exists: boolean): void {
    this.teams.set(teamId, exists);
  }

  setTournament(tournamentId: number, exists: boolean): void {
    this.tournaments.set(tournamentId, exists);
  }

  setDiaryEntry(entryId: number, figures: unknown): void {
    this.diary.set(entryId, figures);
  }

  heartbeat(at: string): void {
    this.heartbeats.push(at);
  }

  countScoringUpdate(matchId: number, at: string, winProbability: boolean): void {
    this.scoringUpdates.push(at);
    const scoring = this.matchScoring.get(matchId) ?? { updates: 0, calculations: 0 };
    scoring.updates += 1;
    scoring.calculations += winProbability ? 1 : 0;
    this.matchScoring.set(matchId, scoring);
  }

  /**
   * A match's status as of `at`: an older event never overrides a newer one (match and score
   * events come through different consumers). Of the same instant (a millisecond holds a ball and
   * the organiser's change), the events of one consumer apply in order, and a status inferred from
   * scoring (`explicit` false) never overrides one services/matches sent: which consumer folds
   * first says nothing of which event happened first. `ifAbsent` only records a match not yet known.
   */
  setStatus(matchId: number, status: MatchStatus, at: string, ifAbsent: boolean, explicit: boolean): void {
    const current = this.matches.get(matchId) ?? null;
    const atMs = Date.parse(at);
    if (current && (ifAbsent || current.statusAt > atMs || (current.statusAt === atMs && current.explicit && !explicit))) return;
    this.live += (status === 'live' ? 1 : 0) - (current?.status === 'live' ? 1 : 0);
    this.matches.set(matchId, { status, statusAt: atMs, explicit });
    this.dirtyMatches.add(matchId);
  }

  /** The most matches ever live at once, measured where a statement per event measured it. */
  notePeak(): void {
    this.peak = Math.max(this.peak, this.live);
  }

  deleteMatch(matchId: number): void {
    if (this.matches.get(matchId)?.status === 'live') this.live -= 1;
    this.matches.set(matchId, null);
    this.dirtyMatches.add(matchId);
    this.deliveries.set(matchId, { wipe: true, cutFrom: null, rows: new Map() });
    this.totals.set(matchId, null);
  }

  recordDelivery(matchId: number, seq: number, row: DeliveryRow): void {
    this.deliveriesOf(matchId).rows.set(seq, row);
  }

  /** Deliveries at or past `eventCount` no longer happened (an undo or an edit). */
  cutDeliveries(matchId: number, eventCount: number): void {
    const changes = this.deliveriesOf(matchId);
    changes.cutFrom = changes.cutFrom === null ? eventCount : Math.min(changes.cutFrom, eventCount);
    for (const seq of changes.rows.keys()) if (seq >= eventCount) changes.rows.delete(seq);
  }

  setImportedTotals(matchId: number, totals: MatchBallTotals): void {
    this.totals.set(matchId, totals);
  }

  /** Writes the batch; `position` is the log sequence of its last event, the version of the read model it leaves. */
  async write(position: string): Promise<void> {
    const m = this.manager;
    await upsertOrDelete(this.users, {
      upsert: (ids, roles) => m.query('INSERT INTO stat_users (user_id, role) SELECT * FROM unnest($1::int[], $2::text[]) ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role', [ids, roles]),
    });
    await writePresence(m, 'stat_teams', 'team_id', this.teams);
    await writePresence(m, 'stat_tournaments', 'tournament_id', this.tournaments);
    await upsertOrDelete(this.diary, {
      upsert: (ids, figures) =>
        m.query('INSERT INTO stat_diary_entries (entry_id, figures) SELECT * FROM unnest($1::int[], $2::jsonb[]) ON CONFLICT (entry_id) DO UPDATE SET figures = EXCLUDED.figures', [
          ids,
          figures.map((f) => JSON.stringify(f)),
        ]),
      remove: (ids) => m.query('DELETE FROM stat_diary_entries WHERE entry_id = ANY($1::int[])', [ids]),
    });
    if (this.heartbeats.length) {
      await m.query("INSERT INTO stat_heartbeat_minutes (minute) SELECT DISTINCT date_trunc('minute', t) FROM unnest($1::timestamptz[]) AS t ON CONFLICT DO NOTHING", [this.heartbeats]);
    }
    if (this.scoringUpdates.length) {
      await m.query(
        `INSERT INTO stat_scoring_minutes (minute, updates) SELECT date_trunc('minute', t), count(*) FROM unnest($1::timestamptz[]) AS t GROUP BY 1
         ON CONFLICT (minute) DO UPDATE SET updates = stat_scoring_minutes.updates + EXCLUDED.updates`,
        [this.scoringUpdates],
      );
    }
    if (this.matchScoring.size) {
      const ids = [...this.matchScoring.keys()];
      await m.query(
        `INSERT INTO stat_match_scoring (match_id, updates, win_probability_calculations) SELECT * FROM unnest($1::int[], $2::int[], $3::int[])
         ON CONFLICT (match_id) DO UPDATE SET updates = stat_match_scoring.updates + EXCLUDED.updates,
           win_probability_calculations = stat_match_scoring.win_probability_calculations + EXCLUDED.win_probability_calculations`,
        [ids, ids.map((id) => this.matchScoring.get(id)!.updates), ids.map((id) => this.matchScoring.get(id)!.calculations)],
      );
    }
    await this.writeMatches();
    await this.writeDeliveries();
    await this.writeBallTotals();
    await upsertOrDelete(this.totals, {
      upsert: (ids, totals) =>
        m.query(
          `INSERT INTO stat_match_totals (match_id, imported, overs, dots, fours, sixes, wickets, players)
           SELECT t.match_id, true, t.overs, t.dots, t.fours, t.sixes, t.wickets, ARRAY(SELECT jsonb_array_elements_text(t.players))
             FROM jsonb_to_recordset($1::jsonb) AS t(match_id int, overs int, dots int, fours int, sixes int, wickets int, players jsonb)
           ON CONFLICT (match_id, imported) DO UPDATE SET overs = EXCLUDED.overs, dots = EXCLUDED.dots, fours = EXCLUDED.fours, sixes = EXCLUDED.sixes,
             wickets = EXCLUDED.wickets, players = EXCLUDED.players`,
          [JSON.stringify(totals.map((t, i) => ({ match_id: ids[i], ...t })))],
        ),
      remove: (ids) => m.query('DELETE FROM stat_match_totals WHERE match_id = ANY($1::int[]) AND imported', [ids]),
    });
    await m.query(
      `INSERT INTO stat_counters (name, value) VALUES ('peak_live', $1), ('${FOLDED_POSITION}', $2)
       ON CONFLICT (name) DO UPDATE SET value = CASE WHEN stat_counters.name = 'peak_live' THEN GREATEST(stat_counters.value, EXCLUDED.value) ELSE EXCLUDED.value END`,
      [this.peak, position],
    );
  }

  /** The totals of every match whose deliveries the batch changed, recomputed from what they now are. */
  private async writeBallTotals(): Promise<void> {
    const touched = [...this.deliveries.keys()];
    if (!touched.length) return;
    await this.manager.query('DELETE FROM stat_match_totals WHERE match_id = ANY($1::int[]) AND NOT imported', [touched]);
    await this.manager.query(
      `INSERT INTO stat_match_totals (match_id, imported, overs, dots, fours, sixes, wickets, players)
       SELECT match_id, false, count(DISTINCT (innings, over)) FILTER (WHERE legal), count(*) FILTER (WHERE dot), count(*) FILTER (WHERE four),
              count(*) FILTER (WHERE six), count(*) FILTER (WHERE wicket),
              ARRAY(SELECT DISTINCT p FROM stat_deliveries d2, unnest(d2.players) AS p WHERE d2.match_id = d.match_id)
         FROM stat_deliveries d WHERE match_id = ANY($1::int[]) GROUP BY match_id`,
      [touched],
    );
  }

  private deliveriesOf(matchId: number): DeliveryChanges {
    let changes = this.deliveries.get(matchId);
    if (!changes) this.deliveries.set(matchId, (changes = { wipe: false, cutFrom: null, rows: new Map() }));
    return changes;
  }

  private async writeMatches(): Promise<void> {
    const dirty = new Map([...this.dirtyMatches].map((id) => [id, this.matches.get(id) ?? null]));
    await upsertOrDelete(dirty, {
      upsert: (ids, rows) =>
        this.manager.query(
          `INSERT INTO stat_matches (match_id, status, status_at, status_explicit) SELECT * FROM unnest($1::int[], $2::text[], $3::timestamptz[], $4::boolean[])
           ON CONFLICT (match_id) DO UPDATE SET status = EXCLUDED.status, status_at = EXCLUDED.status_at, status_explicit = EXCLUDED.status_explicit`,
          [ids, rows.map((r) => r.status), rows.map((r) => new Date(r.statusAt).toISOString()), rows.map((r) => r.explicit)],
        ),
      remove: (ids) => this.manager.query('DELETE FROM stat_matches WHERE match_id = ANY($1::int[])', [ids]),
    });
  }

  private async writeDeliveries(): Promise<void> {
    const m = this.manager;
    const all = [...this.deliveries.entries()];
    const wiped = all.filter(([, c]) => c.wipe).map(([id]) => id);
    if (wiped.length) await m.query('DELETE FROM stat_deliveries WHERE match_id = ANY($1::int[])', [wiped]);
    const cuts = all.filter(([, c]) => !c.wipe && c.cutFrom !== null);
    if (cuts.length) {
      await m.query('DELETE FROM stat_deliveries d USING unnest($1::int[], $2::int[]) AS c(match_id, seq) WHERE d.match_id = c.match_id AND d.seq >= c.seq', [
        cuts.map(([id]) => id),
        cuts.map(([, c]) => c.cutFrom),
      ]);
    }
    const rows = all.flatMap(([matchId, c]) => [...c.rows.entries()].map(([seq, row]) => ({ match_id: matchId, seq, ...row })));
    if (!rows.length) return;
    await m.query(
      `INSERT INTO stat_deliveries (match_id, seq, innings, over, legal, dot, four, six, wicket, players)
       SELECT d.match_id, d.seq, d.innings, d.over, d.legal, d.dot, d.four, d.six, d.wicket, ARRAY(SELECT jsonb_array_elements_text(d.players))
         FROM jsonb_to_recordset($1::jsonb) AS d(match_id int, seq int, innings int, over int, legal boolean, dot boolean, four boolean, six boolean, wicket boolean, players jsonb)
       ON CONFLICT (match_id, seq) DO UPDATE SET innings = EXCLUDED.innings, over = EXCLUDED.over, legal = EXCLUDED.legal, dot = EXCLUDED.dot,
         four = EXCLUDED.four, six = EXCLUDED.six, wicket = EXCLUDED.wicket, players = EXCLUDED.players`,
      [JSON.stringify(rows)],
    );
  }
}

/** Writes a map of final states: a value is upserted, null (or false) removed. */
async function upsertOrDelete<T>(
  states: Map<number, T | null>,
  write: { upsert: (ids: number[], values: T[]) => Promise<unknown>; remove?: (ids: number[]) => Promise<unknown> },
): Promise<void> {
  const kept = [...states.entries()].filter((entry): entry is [number, T] => entry[1] !== null);
  const removed = [...states.entries()].filter(([, value]) => value === null).map(([id]) => id);
  if (removed.length && write.remove) await write.remove(removed);
  if (kept.length) await write.upsert(kept.map(([id]) => id), kept.map(([, value]) => value));
}

async function writePresence(manager: EntityManager, table: string, column: string, states: Map<number, boolean>): Promise<void> {
  const present = [...states.entries()].filter(([, exists]) => exists).map(([id]) => id);
  const absent = [...states.entries()].filter(([, exists]) => !exists).map(([id]) => id);
  if (absent.length) await manager.query(`DELETE FROM ${table} WHERE ${column} = ANY($1::int[])`, [absent]);
  if (present.length) await manager.query(`INSERT INTO ${table} (${column}) SELECT unnest($1::int[]) ON CONFLICT DO NOTHING`, [present]);
}
