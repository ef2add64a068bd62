/**
 * Careers bench, through the matches service's HTTP API on a real Postgres, on 127.0.0.1:
 *
 *  1. a player's career page with 500 completed matches of history: GET /api/players/{id}/career
 *     (and the profile, GET /api/players/{id}, which lists all 500), p50/p95/p99 over sequential
 *     requests (target p99 ≤ 100 ms). The history is one real T20 imported 500 times, each copy on a
 *     date of its own (so a match of its own, the same squads: every one of its 22 players has 500);
 *  2. the read model and a season import: both league stages of dev/seasons (86 matches) imported
 *     into tournaments, their rows written in each file's transaction; then the whole read model
 *     cleared and caught up from the stored events (PlayerFiguresBackfill, what a first start after
 *     the migration does): rows and matches per second.
 *
 * The files are the real matches beside the repository (cricsheet-corpus: Data from Cricsheet,
 * cricsheet.org, Open Data Commons Attribution License; CRICSHEET_DIR to point elsewhere).
 *
 *   node -r @swc-node/register bench/careers/index.ts [--requests 300]
 *
 * `run()` answers the figures as rows for the bench table.
 */
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import {
  CAREER_PATHS,
  MATCH_FILE_PATHS,
  addDays,
  importBatches,
  utcToday,
  type CricsheetMatch,
  type MatchImportBatchResponse,
  type PlayerProfileResponse,
  type TournamentResponse,
} from '@cricket/contracts';
import { cricsheetFiles, readCricsheet } from '@cricket/contracts/testing';
import { createLogger, createServiceApp, InProcessEventBus } from '@cricket/service-kit';
import { createTestDatabase, testConfig } from '@cricket/service-kit/testing';
import { PlayerFiguresBackfill } from '../../services/matches/src/careers/player-figures.backfill';
import { matchesService } from '../../services/matches/src/service';
import { BenchScorer, benchScorer } from '../lib/matches-api';
import { msSince, percentiles } from '../lib/stats';

/** Mumbai Indians v Gujarat Lions, IPL 2017: a whole T20 with a super over. */
const HISTORY_MATCH = 'ipl_1082625.json';
const HISTORY_MATCHES = 500;
const SEASONS = ['dev/seasons/bbl-2019-20', 'dev/seasons/cpl-2019'];
export const CAREER_P99_TARGET_MS = 100;

export interface CareersRow {
  name: string;
  value: string;
  target?: string;
  met?: boolean;
}

interface MatchFile {
  name: string;
  size: number;
  match: unknown;
}

const fileOf = (name: string, match: unknown): MatchFile => ({ name, size: JSON.stringify(match).length, match });

/** The same match on `count` dates: each a file of its own (another import key), the squads the same. */
function history(count: number): MatchFile[] {
  const match = readCricsheet(HISTORY_MATCH);
  return Array.from({ length: count }, (_, i) => {
    const date = addDays('2000-01-01', i * 7);
    return fileOf(`history-${i}.json`, { ...match, info: { ...match.info, dates: [date] } } as CricsheetMatch);
  });
}

async function importInto(client: BenchScorer, tournamentId: number | null, files: MatchFile[]): Promise<number> {
  let refused = 0;
  for (const batch of importBatches(files)) {
    const answer = await client.call<MatchImportBatchResponse>('POST', MATCH_FILE_PATHS.importBatch('cricsheet', tournamentId), { files: batch.map(({ name, match }) => ({ name, match })) });
    refused += answer.results.filter((result) => 'error' in result).length;
  }
  return refused;
}

async function timed(requests: number, call: () => Promise<unknown>): Promise<ReturnType<typeof percentiles>> {
  for (let i = 0; i < 10; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = process.hrtime.bigint();
    await call();
    times.push(msSince(started));
  }
  return percentiles(times);
}

const ms = (value: number) => value.toFixed(1);
const table = async (dataSource: DataSource, sql: string): Promise<number> => Number((await dataSource.query(sql))[0].count);

export async function run(options: { requests?: number } = {}): Promise<{ rows: CareersRow[] }> {
  const requests = options.requests ?? 300;
  const database = await createTestDatabase('bench_careers');
  const app = await createServiceApp(matchesService, { config: testConfig('matches', database.url), logger: createLogger('matches', 'silent'), bus: new InProcessEventBus(createLogger('bench', 'silent')) });
  try {
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const client = new BenchScorer(`http://127.0.0.1:${port}`, benchScorer(1));
    const dataSource = app.get(DataSource);

    let started = process.hrtime.bigint();
    const historyRefused = await importInto(client, null, history(HISTORY_MATCHES));
    const historyMs = msSince(started);
    const [{ player_id: playerId }]: { player_id: number }[] = await dataSource.query(
      'SELECT player_id FROM player_match_figures GROUP BY player_id HAVING count(*) = $1 ORDER BY player_id LIMIT 1',
      [HISTORY_MATCHES],
    );
    const career = await timed(requests, () => client.call('GET', CAREER_PATHS.career(playerId)));
    const profile = await timed(Math.ceil(requests / 3), () => client.call<PlayerProfileResponse>('GET', CAREER_PATHS.player(playerId)));

    const seasonRowsBefore = await table(dataSource, 'SELECT count(*) FROM player_match_figures');
    started = process.hrtime.bigint();
    let seasonRefused = 0;
    let seasonMatches = 0;
    for (const folder of SEASONS) {
      const files = cricsheetFiles(folder).map((path) => fileOf(path.split('/').pop()!, readCricsheet(path)));
      const tournament = await client.call<TournamentResponse>('POST', '/api/tournaments', { name: folder, startDate: addDays(utcToday(), 13), maxTeams: 8 });
      seasonRefused += await importInto(client, tournament.id, files);
      seasonMatches += files.length;
    }
    const seasonMs = msSince(started);
    const seasonRows = (await table(dataSource, 'SELECT count(*) FROM player_match_figures')) - seasonRowsBefore;

    // The whole read model caught up from the stored events, as at a first start after the migration.
    await dataSource.query('DELETE FROM player_match_figures');
    started = process.hrtime.bigint();
    const caughtUp = await app.get(PlayerFiguresBackfill).rebuildMissing();
    const catchUpMs = msSince(started);

    return {
      rows: [
        { name: `career history import s (${HISTORY_MATCHES} T20s${historyRefused ? `, ${historyRefused} refused` : ''})`, value: (historyMs / 1000).toFixed(1) },
        {
          name: `GET /api/players/{id}/career, ${HISTORY_MATCHES} matches: p50 / p95 / p99 ms (${career.count} requests)`,
          value: `${ms(career.p50)} / ${ms(career.p95)} / ${ms(career.p99)}`,
          target: `p99 ≤ ${CAREER_P99_TARGET_MS} ms`,
          met: career.p99 <= CAREER_P99_TARGET_MS,
        },
        { name: `GET /api/players/{id} (profile, all ${HISTORY_MATCHES} matches): p50 / p95 / p99 ms (${profile.count} requests)`, value: `${ms(profile.p50)} / ${ms(profile.p95)} / ${ms(profile.p99)}` },
        {
          name: `season import, ${seasonMatches} matches${seasonRefused ? ` (${seasonRefused} refused)` : ''}: s, read-model rows written in it, rows/s of import`,
          value: `${(seasonMs / 1000).toFixed(1)} s, ${seasonRows} rows, ${Math.round(seasonRows / (seasonMs / 1000))} rows/s`,
        },
        {
          name: `read model caught up from stored events (${caughtUp.matches} matches): rows/s, matches/s`,
          value: `${Math.round(caughtUp.rows / (catchUpMs / 1000))} rows/s, ${Math.round(caughtUp.matches / (catchUpMs / 1000))} matches/s (${caughtUp.rows} rows in ${(catchUpMs / 1000).toFixed(2)} s)`,
        },
      ],
    };
  } finally {
    await app.close();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--requests');
  const { rows } = await run({ requests: at > 0 ? Number(process.argv[at + 1]) : undefined });
  console.log('careers bench: the matches service over HTTP, real Postgres, 127.0.0.1');
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  for (const row of rows) console.log(`${row.name.padEnd(width)}${row.value}${row.target ? `  (target ${row.target}, ${row.met ? 'met' : 'NOT met'})` : ''}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
