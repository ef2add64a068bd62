/**
 * Match import bench, through the matches service's HTTP API on a real Postgres, on 127.0.0.1:
 *
 *  1. a Test match of about 2,700 balls imported from its Cricsheet file (POST …/import);
 *  2. a 60-match T20 season (the BBL 2019/20 league stage and four more BBL matches) imported into a
 *     tournament through POST …/import/batch, in the chunks the import screen sends (target < 10 s);
 *
 * each with the events it wrote to the outbox (an imported match is one event, not a replay of its
 * balls). The files are the real matches beside the repository (cricsheet-corpus: Data from Cricsheet,
 * cricsheet.org, Open Data Commons Attribution License; CRICSHEET_DIR to point elsewhere).
 *
 *   node -r @swc-node/register bench/match-import/index.ts
 *
 * `run()` answers the figures as rows for the bench table.
 */
import { addDays, MATCH_FILE_PATHS, importBatches, utcToday, type MatchImportBatchResponse, type MatchImportResponse, type TournamentResponse } from '@cricket/contracts';
import { createLogger, InProcessEventBus } from '@cricket/service-kit';
import { cricsheetFiles, readCricsheet } from '@cricket/contracts/testing';
import { BenchScorer, benchScorer, startMatchesApp, type MatchesApp } from '../lib/matches-api';
import { msSince } from '../lib/stats';

/** West Indies v England, 2015 (drawn): 2,658 deliveries, 2,636 of them legal. */
const TEST_MATCH = 'dev/tests/766929.json';
const SEASON = 'dev/seasons/bbl-2019-20';
const MORE_MATCHES = { folder: 'dev/bbl', count: 4 };
export const SEASON_TARGET_SECONDS = 10;

export interface MatchImportRow {
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

function readMatch(path: string): MatchFile {
  const match = readCricsheet(path);
  return { name: path.split('/').pop()!, size: JSON.stringify(match).length, match };
}

function seasonFiles(): MatchFile[] {
  const season = cricsheetFiles(SEASON).map(readMatch);
  const taken = new Set(season.map((file) => file.name));
  const more = cricsheetFiles(MORE_MATCHES.folder).filter((path) => !taken.has(path.split('/').pop()!)).slice(0, MORE_MATCHES.count);
  return [...season, ...more.map(readMatch)];
}

/** Events the service wrote to its outbox since `from` (its row count then), by type. */
async function eventsSince(app: MatchesApp, from: number): Promise<{ total: number; byType: string }> {
  const rows: { type: string; count: string }[] = await app.dataSource.query(
    'SELECT type, count(*) FROM (SELECT type FROM outbox ORDER BY created_at, id OFFSET $1) written GROUP BY type ORDER BY type',
    [from],
  );
  return { total: rows.reduce((sum, row) => sum + Number(row.count), 0), byType: rows.map((row) => `${row.type} ${row.count}`).join(', ') };
}

const outboxRows = async (app: MatchesApp) => Number((await app.dataSource.query('SELECT count(*) FROM outbox'))[0].count);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

export async function run(): Promise<{ rows: MatchImportRow[] }> {
  const test = readMatch(TEST_MATCH);
  const season = seasonFiles();
  const matches = await startMatchesApp(new InProcessEventBus(createLogger('bench', 'silent')));
  try {
    const client = new BenchScorer(matches.baseUrl, benchScorer(1));

    let before = await outboxRows(matches);
    let started = process.hrtime.bigint();
    await client.call<MatchImportResponse>('POST', MATCH_FILE_PATHS.import(), test.match);
    const testMs = msSince(started);
    const testEvents = await eventsSince(matches, before);

    const tournament = await client.call<TournamentResponse>('POST', '/api/tournaments', { name: 'Bench season', startDate: addDays(utcToday(), 13), maxTeams: 8 });
    before = await outboxRows(matches);
    started = process.hrtime.bigint();
    const results: MatchImportBatchResponse['results'] = [];
    for (const batch of importBatches(season)) {
      const answer = await client.call<MatchImportBatchResponse>('POST', MATCH_FILE_PATHS.importBatch('cricsheet', tournament.id), {
        files: batch.map(({ name, match }) => ({ name, match })),
      });
      results.push(...answer.results);
    }
    const seasonMs = msSince(started);
    const seasonEvents = await eventsSince(matches, before);
    const refused = results.filter((result) => 'error' in result).length;
    return {
      rows: [
        { name: `Test match import s (${test.name}, 2,636 legal balls)`, value: seconds(testMs) },
        { name: 'events written, Test match import', value: `${testEvents.total} (${testEvents.byType})` },
        {
          name: `${season.length}-match T20 season import s (batches${refused ? `, ${refused} refused` : ''})`,
          value: seconds(seasonMs),
          target: `< ${SEASON_TARGET_SECONDS} s`,
          met: seasonMs < SEASON_TARGET_SECONDS * 1000 && refused === 0,
        },
        { name: 'events written, season import', value: `${seasonEvents.total} (${seasonEvents.byType})` },
      ],
    };
  } finally {
    await matches.close();
  }
}

async function main(): Promise<void> {
  const { rows } = await run();
  console.log('match import bench: the matches service over HTTP, real Postgres, 127.0.0.1');
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  for (const row of rows) console.log(`${row.name.padEnd(width)}${row.value}${row.target ? `  (target ${row.target})` : ''}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
