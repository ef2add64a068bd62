/**
 * Booking contention: many players ask for the same slot of one ground at the same moment,
 * through the gateway. Exactly one may get it (DESIGN.md §7); the rest are told it was taken.
 * The grounds database is then counted, so a double booking cannot hide behind the answers.
 */
import pg from 'pg';
import { BOOKING_MESSAGES, SESSION_COOKIE } from '@cricket/contracts';
import { Pool } from 'undici';
import { createGround } from '../lib/grounds';
import { msSince } from '../lib/stats';
import type { BenchSystem } from '../lib/system';
import { row, type BenchRow } from '../lib/table';

const REQUESTS = 200;
const PLAYERS = 20;
const SLOT = '9:00 AM';
const TARGET_MS = 1000;

export async function run(bench: BenchSystem): Promise<BenchRow[]> {
  const ground = await createGround(bench.user.session, 'Contention Oval');
  const players = await Promise.all(Array.from({ length: PLAYERS }, () => bench.newUser()));
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const body = JSON.stringify({ groundId: ground.id, date, timeSlots: [SLOT], purpose: 'match' });
  const gatewayOrigin = `http://127.0.0.1:${new URL(bench.system.baseUrl).port}`;
  // One connection per request, opened before the clock starts: all of them are in flight together.
  const pool = new Pool(gatewayOrigin, { connections: REQUESTS });
  try {
    const book = (i: number) =>
      pool
        .request({
          method: 'POST',
          path: '/api/ground-bookings',
          headers: { cookie: `${SESSION_COOKIE}=${players[i % PLAYERS].sessionToken}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body,
        })
        .then(async (res) => ({ status: res.statusCode, message: ((await res.body.json()) as { message?: unknown }).message }));
    await Promise.all(Array.from({ length: REQUESTS }, () => pool.request({ method: 'GET', path: '/health' }).then((res) => res.body.dump())));
    const started = process.hrtime.bigint();
    const answers = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => book(i)));
    const elapsedMs = msSince(started);
    const successes = answers.filter((a) => a.status === 201).length;
    const conflicts = answers.filter((a) => a.status === 409 && a.message === BOOKING_MESSAGES.slotTaken).length;
    const other = REQUESTS - successes - conflicts;
    const held = await bookingsHolding(groundsDatabase(bench), ground.id, date);
    const doubles = Math.max(0, held - 1);
    return [
      row('booking', `${REQUESTS} concurrent requests for one slot: booked`, String(successes), '1', successes === 1),
      row('booking', 'refused as taken (409)', other ? `${conflicts} (and ${other} other answers)` : String(conflicts), String(REQUESTS - 1), conflicts === REQUESTS - 1),
      row('booking', 'double bookings (rows holding the slot - 1)', String(doubles), '0', doubles === 0),
      row('booking', `time for all ${REQUESTS} answers`, `${elapsedMs.toFixed(0)} ms`, `< ${TARGET_MS} ms`, elapsedMs < TARGET_MS),
    ];
  } finally {
    await pool.close();
  }
}

function groundsDatabase(bench: BenchSystem): string {
  const url = bench.system.databaseUrls.find((u) => new URL(u).pathname.startsWith('/cricket_grounds_'));
  if (!url) throw new Error('no grounds database');
  return url;
}

/** Non-cancelled bookings of the ground that day holding the slot. */
async function bookingsHolding(databaseUrl: string, groundId: number, date: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "SELECT count(*) FROM ground_bookings WHERE ground_id = $1 AND date = $2 AND status <> 'cancelled' AND $3 = ANY(time_slots)",
      [groundId, date, SLOT],
    );
    return Number(result.rows[0].count);
  } finally {
    await client.end();
  }
}
