import { Client } from 'pg';
import { ANONYMOUS, STATISTICS_API, type EventEnvelope, type PlatformStatistics } from '@cricket/contracts';
import { MAX_EVENT_BATCH } from '@cricket/service-kit';
import { authHeader, startTestService } from '@cricket/service-kit/testing';
import { financeService } from '../../../services/finance/src/service';
import { statisticsService } from '../../../services/statistics/src/service';

/** One query on a database of the burst, by a connection of its own. */
export async function query(url: string, sql: string): Promise<Record<string, string>[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Income entries and their sum: finance's read model as the burst changes it. */
export async function incomeOf(url: string): Promise<Record<string, string>> {
  return (await query(url, 'SELECT count(*) AS entries, COALESCE(sum(amount_paise), 0) AS paise FROM income'))[0];
}

/** Every event the producer wrote, in its order. */
export async function producedEvents(producerDb: string): Promise<EventEnvelope[]> {
  return (await query(producerDb, 'SELECT envelope FROM outbox ORDER BY seq')).map((row) => row.envelope as unknown as EventEnvelope);
}

/** What statistics and finance answer after folding `events` once, in order, into new databases. */
export async function foldAfresh(events: EventEnvelope[]): Promise<{ statistics: PlatformStatistics; income: Record<string, string> }> {
  // Beats are no part of the burst (the systems under test ran without them too).
  const beats = process.env.STATISTICS_HEARTBEAT_MS;
  process.env.STATISTICS_HEARTBEAT_MS = '0';
  const statistics = await startTestService('statistics', statisticsService);
  const finance = await startTestService('finance', financeService, { bus: statistics.bus });
  try {
    for (let i = 0; i < events.length; i += MAX_EVENT_BATCH) await statistics.bus.publishBatch(events.slice(i, i + MAX_EVENT_BATCH));
    return {
      statistics: (await statistics.http().get(STATISTICS_API.statistics).set(authHeader(ANONYMOUS)).expect(200)).body as PlatformStatistics,
      income: await incomeOf(finance.databaseUrl),
    };
  } finally {
    await finance.close();
    await statistics.close();
    if (beats === undefined) delete process.env.STATISTICS_HEARTBEAT_MS;
    else process.env.STATISTICS_HEARTBEAT_MS = beats;
  }
}

/** GET /api/statistics of a running statistics app. */
export async function statisticsAt(url: string): Promise<PlatformStatistics> {
  const res = await fetch(url + STATISTICS_API.statistics, { headers: authHeader(ANONYMOUS) });
  if (res.status !== 200) throw new Error(`GET /api/statistics answered ${res.status}`);
  return (await res.json()) as PlatformStatistics;
}
