/**
 * Scoring bench, through the matches service's HTTP API (POST /api/my/matches/{id}/scoring/events)
 * on a real Postgres, with services/realtime on the same bus, all on 127.0.0.1:
 *
 *  1. one scorer records an ODI (2 × 300 balls) delivery by delivery: deliveries per second, and the
 *     append latency over the match and over its last 100 balls (each append re-folds the match's
 *     events under its row lock, so the last balls are the dearest);
 *  2. N scorers record a T20 each at the same time: deliveries per second over all of them;
 *  3. a watcher's socket subscribed to a match on /ws: the time from the scorer sending a ball to
 *     BALL_RECORDED reaching the socket (request, fold, commit, outbox relay, bus, fan-out), p50/p95/p99.
 *
 *   node -r @swc-node/register bench/scoring/index.ts [--parallel 8] [--watched 200] [--nats [url]]
 *
 * `run()` answers the figures as rows for the bench table.
 */
import { WebSocket } from 'ws';
import type { MatchFormat, ScoringEvent, ScoringSummary, TeamSide } from '@cricket/contracts';
import { createLogger, InProcessEventBus, NatsEventBus, type EventBus } from '@cricket/service-kit';
import { BenchScorer, benchScorer, startMatchesApp, type BenchSide } from '../lib/matches-api';
import { startRealtimeApp, type RealtimeApp } from '../lib/realtime';
import { msSince, percentiles } from '../lib/stats';

const WORKSPACE_ID = 1;
/** Five bowlers share the overs: a fifth each, the most one may bowl. */
const BOWLERS = 5;
const ARRIVAL_TIMEOUT_MS = 10_000;

export interface ScoringBenchOptions {
  /** Matches scored at the same time in part 2. */
  parallel: number;
  /** Balls timed from record to socket in part 3. */
  watched: number;
  /** Publish through NATS at this URL instead of the in-process bus. */
  nats: string | null;
}

export interface BenchRow {
  name: string;
  value: string;
}

const DEFAULTS: ScoringBenchOptions = { parallel: 8, watched: 200, nats: null };

/**
 * Both innings of a limited-overs match, dots and singles in turn and no wickets, so each side bats
 * its overs; `timed` gets each delivery's append latency (ms). Answers the deliveries recorded.
 */
async function scoreMatch(scorer: BenchScorer, matchId: number, timed?: (ms: number) => void): Promise<number> {
  let deliveries = 0;
  for (const battingTeam of ['team1', 'team2'] as const satisfies TeamSide[]) {
    const [bat, bowl]: BenchSide[] = battingTeam === 'team1' ? ['L', 'T'] : ['T', 'L'];
    let summary = await scorer.record(matchId, { type: 'innings_start', battingTeam, striker: scorer.player(bat, 1), nonStriker: scorer.player(bat, 2), bowler: scorer.player(bowl, 1) });
    let over = 0;
    while (summary.next === 'delivery' || summary.next === 'bowler') {
      if (summary.next === 'bowler') {
        over += 1;
        summary = await scorer.record(matchId, { type: 'bowler', bowler: scorer.player(bowl, (over % BOWLERS) + 1) });
        continue;
      }
      const sent = process.hrtime.bigint();
      summary = await scorer.record(matchId, { type: 'delivery', runs: deliveries++ % 2 });
      timed?.(msSince(sent));
    }
  }
  return deliveries;
}

async function newMatch(baseUrl: string, format: MatchFormat): Promise<{ scorer: BenchScorer; matchId: number }> {
  const scorer = new BenchScorer(baseUrl, benchScorer(WORKSPACE_ID));
  return { scorer, matchId: (await scorer.newMatch(format)).id };
}

/** A fan's socket subscribed to one match, noting when each BALL_RECORDED arrives (by the ball's seq). */
class Watcher {
  private readonly arrivals = new Map<number, bigint>();
  private readonly waiting = new Map<number, (at: bigint) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const at = process.hrtime.bigint();
      const message = JSON.parse(data.toString()) as { type: string; data?: { seq?: number } };
      const seq = message.data?.seq;
      if (message.type !== 'BALL_RECORDED' || typeof seq !== 'number') return;
      this.arrivals.set(seq, at);
      this.waiting.get(seq)?.(at);
    });
  }

  static async open(realtime: RealtimeApp, matchId: number): Promise<Watcher> {
    const socket = new WebSocket(realtime.url, { headers: realtime.fanHeaders(WORKSPACE_ID), perMessageDeflate: false });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'SUBSCRIBE_MATCH', matchId }));
    const started = Date.now();
    while (realtime.server.registry.recipients([{ kind: 'match', matchId }]).size === 0) {
      if (Date.now() - started > ARRIVAL_TIMEOUT_MS) throw new Error('the watcher never got its subscription');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return new Watcher(socket);
  }

  arrival(seq: number): Promise<bigint> {
    const known = this.arrivals.get(seq);
    if (known !== undefined) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`BALL_RECORDED for event ${seq} never reached the socket`)), ARRIVAL_TIMEOUT_MS);
      this.waiting.set(seq, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  }

  close(): void {
    this.socket.terminate();
  }
}

/** Record→socket latencies of `count` balls of a Test match (no overs limit), one ball at a time. */
async function watchBalls(baseUrl: string, realtime: RealtimeApp, count: number): Promise<number[]> {
  const { scorer, matchId } = await newMatch(baseUrl, 'test');
  const watcher = await Watcher.open(realtime, matchId);
  try {
    let summary: ScoringSummary = await scorer.record(matchId, { type: 'innings_start', battingTeam: 'team1', striker: scorer.player('L', 1), nonStriker: scorer.player('L', 2), bowler: scorer.player('T', 1) });
    const latencies: number[] = [];
    let overs = 0;
    while (latencies.length < count) {
      if (summary.next === 'bowler') summary = await scorer.record(matchId, { type: 'bowler', bowler: scorer.player('T', ++overs % 2 === 1 ? 2 : 1) });
      const delivery: ScoringEvent = { type: 'delivery', runs: latencies.length % 2 };
      const sent = process.hrtime.bigint();
      summary = await scorer.record(matchId, delivery);
      latencies.push(Number((await watcher.arrival(summary.eventCount - 1)) - sent) / 1e6);
    }
    return latencies;
  } finally {
    watcher.close();
  }
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

export async function run(options: Partial<ScoringBenchOptions> = {}): Promise<{ rows: BenchRow[] }> {
  const { parallel, watched, nats } = { ...DEFAULTS, ...options };
  const logger = createLogger('bench', 'silent');
  const bus: EventBus = nats ? await NatsEventBus.connect(nats, 'realtime-scoring-bench', logger) : new InProcessEventBus(logger);
  const publisher: EventBus = nats ? await NatsEventBus.connect(nats, 'matches-scoring-bench', logger) : bus;
  const realtime = await startRealtimeApp(bus, nats);
  const matches = await startMatchesApp(publisher);
  try {
    const appends: number[] = [];
    const odi = await newMatch(matches.baseUrl, 'odi');
    const started = process.hrtime.bigint();
    const recorded = await scoreMatch(odi.scorer, odi.matchId, (ms) => appends.push(ms));
    const sequential = recorded / (msSince(started) / 1000);

    const t20s = await Promise.all(Array.from({ length: parallel }, () => newMatch(matches.baseUrl, 't20')));
    const together = process.hrtime.bigint();
    const counts = await Promise.all(t20s.map(({ scorer, matchId }) => scoreMatch(scorer, matchId)));
    const inParallel = counts.reduce((sum, n) => sum + n, 0) / (msSince(together) / 1000);

    const socket = percentiles(await watchBalls(matches.baseUrl, realtime, watched));
    const whole = percentiles(appends);
    const last = percentiles(appends.slice(-100));
    return {
      rows: [
        { name: `deliveries/s, one scorer (ODI, ${recorded} balls)`, value: fixed(sequential) },
        { name: 'append p50 / p99 ms, whole ODI', value: `${fixed(whole.p50, 2)} / ${fixed(whole.p99, 2)}` },
        { name: 'append p50 / p99 ms, last 100 balls', value: `${fixed(last.p50, 2)} / ${fixed(last.p99, 2)}` },
        { name: `deliveries/s, ${parallel} T20s scored at once`, value: fixed(inParallel) },
        { name: `record→socket p50 / p95 / p99 ms (${socket.count} balls, ${nats ? 'NATS' : 'in-process bus'})`, value: `${fixed(socket.p50, 2)} / ${fixed(socket.p95, 2)} / ${fixed(socket.p99, 2)}` },
      ],
    };
  } finally {
    await matches.close();
    await realtime.close();
    if (publisher !== bus) await publisher.close();
    await bus.close();
  }
}

function parseArgs(argv: string[]): Partial<ScoringBenchOptions> {
  const options: Partial<ScoringBenchOptions> = {};
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--parallel' || argv[i] === '--watched') {
      const count = Number(value);
      if (!Number.isInteger(count) || count < 1) throw new Error(`${argv[i]} must be a positive whole number`);
      options[argv[i] === '--parallel' ? 'parallel' : 'watched'] = count;
      i++;
    } else if (argv[i] === '--nats') {
      const explicit = value !== undefined && !value.startsWith('--');
      options.nats = explicit ? value : (process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
      if (explicit) i++;
    }
  }
  return options;
}

async function main(): Promise<void> {
  const { rows } = await run(parseArgs(process.argv.slice(2)));
  console.log('scoring bench: the matches service over HTTP, real Postgres, realtime /ws, 127.0.0.1');
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  for (const row of rows) console.log(`${row.name.padEnd(width)}${row.value}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
