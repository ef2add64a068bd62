/**
 * Fan-out bench: a scorer records a ball through the matches service's HTTP API
 * (POST /api/my/matches/{id}/scoring/events, real Postgres, outbox relay) and N sockets subscribed
 * to the match receive BALL_RECORDED through services/realtime; then the same payload from a bare
 * `ws` broadcast to N sockets. Prints p50/p99/max latency from the record request (or the
 * broadcast) to each socket, and their ratio. Everything on 127.0.0.1.
 *
 *   node -r @swc-node/register bench/ws-fanout/index.ts [--sockets 10000] [--rounds 20] [--nats [url]]
 *
 * The sockets live in a child process (each side then holds N descriptors, not 2N) and
 * latency is measured on the monotonic clock both processes share (process.hrtime).
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { INTERNAL_AUTH_HEADER, MATCH_EVENTS } from '@cricket/contracts';
import {
  createLogger,
  createServiceApp,
  DEV_INTERNAL_TOKEN_SECRET,
  InProcessEventBus,
  signInternalToken,
  type EventBus,
  NatsEventBus,
} from '@cricket/service-kit';
import { testConfig } from '@cricket/service-kit/testing';
import { realtimeService } from '../../services/realtime/src/service';
import { RealtimeSocketServer } from '../../services/realtime/src/sockets/realtime-socket.server';
import { BenchScorer, benchScorer, startMatchesApp } from '../lib/matches-api';
import { percentiles, type Percentiles } from '../lib/stats';
import { row, type BenchRow } from '../lib/table';

const WORKSPACE_ID = 1;
const HARD_LIMIT_MS = 180_000;
const CONNECT_BATCH = 250;

interface Args {
  sockets: number;
  rounds: number;
  gapMs: number;
  nats: string | null;
}

const DEFAULT_ARGS: Args = { sockets: 2000, rounds: 20, gapMs: 250, nats: null };

function parseArgs(argv: string[]): Args {
  const args: Args = { ...DEFAULT_ARGS };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--sockets' || flag === '--rounds' || flag === '--gap') {
      const key = ({ '--sockets': 'sockets', '--rounds': 'rounds', '--gap': 'gapMs' } as const)[flag];
      args[key] = Number(value);
      i++;
    } else if (flag === '--nats') {
      const explicit = value !== undefined && !value.startsWith('--');
      args.nats = explicit ? value : (process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
      if (explicit) i++;
    }
  }
  if (!Number.isInteger(args.sockets) || args.sockets < 1) throw new Error('--sockets must be a positive integer');
  return args;
}

const now = () => process.hrtime.bigint();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------- child: the N sockets ----------

type ToChild = { kind: 'connect'; url: string; headers: Record<string, string>; matchId: number | null; count: number } | { kind: 'report' };
/** Arrivals: the ball's sequence number and the monotonic time it reached a socket (ns, as text). */
type FromChild =
  | { kind: 'ready'; connected: number; failed: number; firstError?: string }
  | { kind: 'report'; arrivals: [number, string][] };

async function runClients(): Promise<void> {
  const sockets: WebSocket[] = [];
  const arrivals: [number, string][] = [];
  process.on('message', async (message: ToChild) => {
    if (message.kind === 'report') {
      process.send!({ kind: 'report', arrivals } satisfies FromChild, () => {
        for (const ws of sockets) ws.terminate();
        process.exit(0);
      });
      return;
    }
    let failed = 0;
    let firstError: string | undefined;
    for (let start = 0; start < message.count; start += CONNECT_BATCH) {
      const batch = Math.min(CONNECT_BATCH, message.count - start);
      await Promise.all(
        Array.from({ length: batch }, () =>
          new Promise<void>((resolve) => {
            const ws = new WebSocket(message.url, { headers: message.headers, perMessageDeflate: false });
            ws.on('message', (data) => {
              const at = now();
              const parsed = JSON.parse(data.toString()) as { type: string; data?: { seq?: number } };
              if (parsed.type !== 'BALL_RECORDED' || typeof parsed.data?.seq !== 'number') return;
              arrivals.push([parsed.data.seq, at.toString()]);
            });
            ws.once('open', () => {
              sockets.push(ws);
              if (message.matchId !== null) ws.send(JSON.stringify({ type: 'SUBSCRIBE_MATCH', matchId: message.matchId }));
              resolve();
            });
            ws.once('error', (error) => {
              failed++;
              firstError ??= error.message;
              resolve();
            });
          }),
        ),
      );
    }
    process.send!({ kind: 'ready', connected: sockets.length, failed, firstError } satisfies FromChild);
  });
}

// ---------- parent: the servers ----------

function request(child: ChildProcess, message: ToChild, expect: FromChild['kind']): Promise<FromChild> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: FromChild) => {
      if (reply.kind !== expect) return;
      child.off('message', onMessage);
      resolve(reply);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`client process exited with ${code}`)));
    child.send(message);
  });
}

async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Latencies of every arrival from the moment its ball was sent. */
function latenciesOf(report: Extract<FromChild, { kind: 'report' }>, sentAt: Map<number, bigint>): number[] {
  return report.arrivals.flatMap(([seq, at]) => {
    const sent = sentAt.get(seq);
    return sent === undefined ? [] : [Number(BigInt(at) - sent) / 1e6];
  });
}

/** A bare broadcast's stand-in for BALL_RECORDED data. */
function ballPayload(seq: number) {
  return { matchId: 1, seq, innings: 1, delivery: { over: Math.floor(seq / 6), ballInOver: (seq % 6) + 1, totalRuns: 4, label: '4' } };
}

interface FanoutResult {
  connected: number;
  expected: number;
  latenciesMs: number[];
  received: number;
}

async function benchRealtime(args: Args): Promise<FanoutResult> {
  const logger = createLogger('realtime', 'silent');
  const bus: EventBus = args.nats ? await NatsEventBus.connect(args.nats, 'realtime-bench', logger) : new InProcessEventBus(logger);
  const publisher: EventBus = args.nats ? await NatsEventBus.connect(args.nats, 'matches-bench', logger) : bus;
  const config = { ...testConfig('realtime', ''), natsUrl: args.nats, logLevel: 'silent' };
  const app = await createServiceApp(realtimeService, { config, logger, bus });
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  const server = app.get(RealtimeSocketServer);
  const matches = await startMatchesApp(publisher);
  const child = fork(__filename, ['--client'], { stdio: 'inherit' });
  try {
    // A test match has no overs limit, so any number of rounds fits in one innings.
    const scorer = new BenchScorer(matches.baseUrl, benchScorer(WORKSPACE_ID));
    const match = await scorer.newMatch('test');
    let summary = await scorer.record(match.id, { type: 'innings_start', battingTeam: 'team1', striker: scorer.player('L', 1), nonStriker: scorer.player('L', 2), bowler: scorer.player('T', 1) });
    const context = { user: { id: 2, username: 'fan', name: 'Fan', email: 'fan@example.com', role: 'player' }, workspace: { id: WORKSPACE_ID, name: 'Bench', role: 'member' as const }, permissions: [] };
    const headers = { [INTERNAL_AUTH_HEADER]: signInternalToken(context, DEV_INTERNAL_TOKEN_SECRET), Origin: `http://127.0.0.1:${port}`, Host: `127.0.0.1:${port}` };
    const connect: ToChild = { kind: 'connect', url: `ws://127.0.0.1:${port}/ws?t=${Date.now()}`, headers, matchId: match.id, count: args.sockets };
    const ready = (await request(child, connect, 'ready')) as Extract<FromChild, { kind: 'ready' }>;
    if (ready.failed) console.log(`realtime: ${ready.failed} sockets failed to connect (${ready.firstError})`);
    await waitUntil(() => server.registry.recipients([{ kind: 'match', matchId: match.id }]).size === ready.connected, 30_000, 'subscriptions');
    const sentAt = new Map<number, bigint>();
    let overs = 0;
    for (let round = 0; round < args.rounds; round++) {
      if (summary.next === 'bowler') summary = await scorer.record(match.id, { type: 'bowler', bowler: scorer.player('T', ++overs % 2 === 1 ? 2 : 1) });
      // The clock starts when the scorer sends the ball: request, fold, commit, relay, bus, fan-out.
      sentAt.set(summary.eventCount, now());
      summary = await scorer.record(match.id, { type: 'delivery', runs: 4, boundary: 4 });
      await sleep(args.gapMs);
    }
    await sleep(1000);
    const report = (await request(child, { kind: 'report' }, 'report')) as Extract<FromChild, { kind: 'report' }>;
    return { connected: ready.connected, expected: ready.connected * args.rounds, latenciesMs: latenciesOf(report, sentAt), received: report.arrivals.length };
  } finally {
    child.kill();
    await matches.close();
    await app.close();
    if (publisher !== bus) await publisher.close();
    await bus.close();
  }
}

async function benchBareWs(args: Args): Promise<FanoutResult> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise((r) => wss.once('listening', r));
  const port = (wss.address() as AddressInfo).port;
  const child = fork(__filename, ['--client'], { stdio: 'inherit' });
  try {
    const ready = (await request(child, { kind: 'connect', url: `ws://127.0.0.1:${port}/`, headers: {}, matchId: null, count: args.sockets }, 'ready')) as Extract<FromChild, { kind: 'ready' }>;
    if (ready.failed) console.log(`bare ws: ${ready.failed} sockets failed to connect (${ready.firstError})`);
    await waitUntil(() => wss.clients.size === ready.connected, 30_000, 'connections');
    const sentAt = new Map<number, bigint>();
    for (let round = 0; round < args.rounds; round++) {
      // The textbook broadcast: serialize, then send to every client.
      sentAt.set(round, now());
      const payload = JSON.stringify({ type: 'BALL_RECORDED', data: ballPayload(round), timestamp: new Date().toISOString() });
      for (const client of wss.clients) client.send(payload);
      await sleep(args.gapMs);
    }
    await sleep(1000);
    const report = (await request(child, { kind: 'report' }, 'report')) as Extract<FromChild, { kind: 'report' }>;
    return { connected: ready.connected, expected: ready.connected * args.rounds, latenciesMs: latenciesOf(report, sentAt), received: report.arrivals.length };
  } finally {
    child.kill();
    for (const client of wss.clients) client.terminate();
    await new Promise((r) => wss.close(r));
  }
}

function line(label: string, s: Percentiles, received: number, expected: number) {
  const f = (n: number) => n.toFixed(2).padStart(9);
  return `${label.padEnd(22)}${f(s.p50)}${f(s.p99)}${f(s.max)}   ${received}/${expected}`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const hardStop = setTimeout(() => {
    console.error(`bench exceeded ${HARD_LIMIT_MS / 1000} s; stopping`);
    process.exit(1);
  }, HARD_LIMIT_MS);
  hardStop.unref();
  console.log('ws-fanout bench');
  console.log(`realtime: each ball is recorded through the matches service's API and reaches sockets as ${MATCH_EVENTS.ballRecorded}`);
  console.log(`sockets=${args.sockets} rounds=${args.rounds} gap=${args.gapMs}ms bus=${args.nats ? `NATS ${args.nats}` : 'in-process'} host=127.0.0.1`);
  const realtime = await benchRealtime(args);
  const bare = await benchBareWs(args);
  const r = percentiles(realtime.latenciesMs);
  const b = percentiles(bare.latenciesMs);
  console.log('');
  console.log(`${'record→socket (ms)'.padEnd(22)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}   delivered`);
  console.log(line('realtime /ws', r, realtime.received, realtime.expected));
  console.log(line('bare ws broadcast', b, bare.received, bare.expected));
  const ratio = (x: number, y: number) => (y > 0 ? (x / y).toFixed(2) : 'n/a');
  console.log(`${'ratio realtime/bare'.padEnd(22)}${ratio(r.p50, b.p50).padStart(9)}${ratio(r.p99, b.p99).padStart(9)}${ratio(r.max, b.max).padStart(9)}`);
  process.exit(realtime.received === realtime.expected && bare.received === bare.expected ? 0 : 2);
}

/** The table's rows (`npm run bench`): the default sockets and rounds over the in-process bus. */
export async function run(): Promise<BenchRow[]> {
  const args = DEFAULT_ARGS;
  const realtime = await benchRealtime(args);
  const bare = await benchBareWs(args);
  const [r, b] = [percentiles(realtime.latenciesMs), percentiles(bare.latenciesMs)];
  const figures = (s: Percentiles) => `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
  const delivered = realtime.received === realtime.expected;
  return [
    row('ws fan-out', `record→socket over /ws, ${realtime.connected} sockets × ${args.rounds} balls`, figures(r)),
    row('ws fan-out', `bare ws broadcast, ${bare.connected} sockets × ${args.rounds}`, figures(b)),
    row('ws fan-out', 'balls delivered over /ws', `${realtime.received}/${realtime.expected}`, 'all', delivered),
    row('ws fan-out', 'p99 realtime/bare', b.p99 > 0 ? `${(r.p99 / b.p99).toFixed(2)}×` : 'n/a'),
  ];
}

if (process.argv.includes('--client')) void runClients();
else if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
