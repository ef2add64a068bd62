/**
 * Fan-out bench (issue #23 item 6): a scorer records a ball through the matches service's HTTP API
 * (POST /api/my/matches/{id}/scoring/events, real Postgres, outbox relay) and N sockets subscribed
 * to the match receive BALL_RECORDED through services/realtime; N other sockets get a bare `ws`
 * broadcast of the same payload (the very bytes the realtime sockets received). Prints p50/p99/max
 * latency from the record request (or the broadcast) to each socket, their ratio against the
 * target (p99 at most 1.2× the bare broadcast's), where the realtime side's time goes, and each
 * server's memory per socket. Everything on 127.0.0.1.
 *
 *   node -r @swc-node/register bench/ws-fanout/index.ts [--sockets 10000] [--rounds 20] [--gap 250] [--nats [url]]
 *
 * Same run, same moment: both servers hold their sockets at once and the rounds alternate (a
 * ball through realtime, then its bytes from the bare server), so a neighbour's load on the
 * machine weighs on both sides alike. One ball at a time: the next message goes out `gap` ms after
 * the last one reached every socket, so each figure is the latency of a ball, not of a queue of
 * balls the machine cannot keep up with.
 *
 * Processes: this one runs realtime (and the matches service beside it); the bare server and each
 * side's N client sockets run in children, so no process holds more than N sockets. Latency is
 * measured on the monotonic clock they share (process.hrtime). One process reads a side's N
 * sockets in turn, as N browsers would not, so it does as little as it can per message and the
 * same on both sides: it reads frames off the bytes itself (BenchSocket), stamps each read before
 * anything else and parses only BALL_RECORDED. The servers' CPU time per ball is printed too:
 * unlike latency, a neighbour's load hardly moves it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { WebSocketServer } from 'ws';
import { INTERNAL_AUTH_HEADER, MATCH_EVENTS, type ServerMessage } from '@cricket/contracts';
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
import type { Delivery } from '../../services/realtime/src/events/event-messages';
import { realtimeService } from '../../services/realtime/src/service';
import { RealtimeSocketServer } from '../../services/realtime/src/sockets/realtime-socket.server';
import { BenchScorer, benchScorer, startMatchesApp } from '../lib/matches-api';
import { median, percentiles, type Percentiles } from '../lib/stats';
import { row, type BenchRow } from '../lib/table';

const WORKSPACE_ID = 1;
const HARD_LIMIT_MS = 180_000;
const CONNECT_BATCH = 250;
/** How long one message may take to reach every socket before the bench goes on anyway (the delivered count will say). */
const ARRIVAL_TIMEOUT_MS = 15_000;
/** Issue #23 item 6: record→socket p99 at most this many times a bare broadcast's. */
export const TARGET_P99_RATIO = 1.2;
const BALL = 'BALL_RECORDED';
const SCORE = 'SCORE_UPDATE';

interface Args {
  sockets: number;
  rounds: number;
  gapMs: number;
  nats: string | null;
}

const DEFAULT_ARGS: Args = { sockets: 10_000, rounds: 20, gapMs: 250, nats: null };

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
/** CPU time (user and system) this process used since a process.cpuUsage() reading: unlike wall time, hardly moved by the neighbours. */
const cpuMsSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const msBetween = (from: bigint, to: bigint) => Number(to - from) / 1e6;

// ---------- memory ----------

/** A full collection, so a heap figure holds what is live and nothing else. */
const collectGarbage: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

interface Memory {
  heap: number;
  rss: number;
}

function memory(): Memory {
  collectGarbage();
  collectGarbage();
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed, rss };
}

/** Bytes per socket between two readings. */
function perSocket(before: Memory, after: Memory, sockets: number): Memory {
  return { heap: (after.heap - before.heap) / sockets, rss: (after.rss - before.rss) / sockets };
}

// ---------- children ----------

type ToClients = { kind: 'connect'; url: string; headers: Record<string, string>; matchId: number | null; count: number } | { kind: 'sample'; seq: number } | { kind: 'report' };
/**
 * all-have: every socket has had `times` messages of `type`.
 * sample: a ball as the first socket received it, with the SCORE_UPDATE of the same change.
 * report: each ball's sequence number and the monotonic time it reached a socket (ns, as text).
 */
type FromClients =
  | { kind: 'ready'; connected: number; failed: number; firstError?: string }
  | { kind: 'all-have'; type: string; times: number }
  | { kind: 'sample'; ball: string | null; score: string | null }
  | { kind: 'report'; arrivals: [number, string][] };

type ToBare = { kind: 'memory' } | { kind: 'broadcast'; texts: string[] };
type FromBare =
  | { kind: 'listening'; port: number }
  | { kind: 'memory'; memory: Memory; clients: number }
  /** When the broadcast started (ns, as text), how long its `send` loop took and the CPU time it used. */
  | { kind: 'broadcast'; at: string; loopMs: number; cpuMs: number };

const TYPE_PREFIX = Buffer.from('{"type":"');
const QUOTE = 0x22;

/** A message's type read off its first bytes (both servers write `type` first), without parsing it; '' when not there. */
function typeOf(data: Buffer): string {
  if (data.length <= TYPE_PREFIX.length || data.compare(TYPE_PREFIX, 0, TYPE_PREFIX.length, 0, TYPE_PREFIX.length) !== 0) return '';
  const end = data.indexOf(QUOTE, TYPE_PREFIX.length);
  return end === -1 ? '' : data.toString('latin1', TYPE_PREFIX.length, end);
}

/** A side's N client sockets. */
/**
 * One bench client socket without a WebSocket library: the HTTP upgrade, then the server's
 * (unmasked) frames read straight off the bytes, pings answered. A library's per-message work,
 * paid by this one process for all N sockets in turn, would be the bench's own latency, and the
 * larger the more messages a side sends; N browsers each pay theirs at the same time.
 */
class BenchSocket {
  private pending: Buffer | null = null;
  private upgraded = false;

  private constructor(
    private readonly socket: Socket,
    private readonly onText: (socket: BenchSocket, payload: Buffer, at: bigint) => void,
  ) {}

  static open(url: URL, headers: Record<string, string>, onText: (socket: BenchSocket, payload: Buffer, at: bigint) => void): Promise<BenchSocket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: url.hostname, port: Number(url.port) });
      const bench = new BenchSocket(socket, onText);
      socket.setNoDelay(true);
      socket.once('error', reject);
      socket.once('connect', () => {
        const all: Record<string, string> = { Host: url.host, ...headers, Upgrade: 'websocket', Connection: 'Upgrade', 'Sec-WebSocket-Key': randomBytes(16).toString('base64'), 'Sec-WebSocket-Version': '13' };
        socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\n${Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`);
      });
      socket.on('data', (chunk: Buffer) => {
        const at = now();
        if (bench.upgraded) return bench.read(chunk, at);
        const data = bench.pending ? Buffer.concat([bench.pending, chunk]) : chunk;
        const end = data.indexOf('\r\n\r\n');
        if (end === -1) return void (bench.pending = data);
        bench.pending = null;
        const status = data.toString('latin1', 0, data.indexOf('\r\n'));
        if (!/^HTTP\/1\.1 101 /.test(status)) {
          socket.destroy();
          return reject(new Error(status));
        }
        bench.upgraded = true;
        socket.off('error', reject);
        socket.on('error', () => undefined);
        resolve(bench);
        if (data.length > end + 4) bench.read(data.subarray(end + 4), at);
      });
    });
  }

  sendText(text: string): void {
    this.socket.write(maskedFrame(0x1, Buffer.from(text)));
  }

  terminate(): void {
    this.socket.destroy();
  }

  /** Whole frames in order; a frame cut across reads waits for its rest. */
  private read(chunk: Buffer, at: bigint): void {
    let data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    while (data.length >= 2) {
      const opcode = data[0] & 0x0f;
      let length = data[1] & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (data.length < 4) break;
        length = data.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (data.length < 10) break;
        length = Number(data.readBigUInt64BE(2));
        offset = 10;
      }
      if (data.length < offset + length) break;
      const payload = data.subarray(offset, offset + length);
      if (opcode === 0x1) this.onText(this, payload, at);
      else if (opcode === 0x9) this.socket.write(maskedFrame(0xa, payload));
      data = data.subarray(offset + length);
    }
    if (data.length) this.pending = Buffer.from(data);
  }
}

/** A client frame (RFC 6455 §5.3: masked), final, of a short payload (under 126 bytes). */
function maskedFrame(opcode: number, payload: Buffer): Buffer {
  if (payload.length > 125) throw new Error('the bench sends short frames only');
  const mask = randomBytes(4);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i++) frame[6 + i] = payload[i] ^ mask[i % 4];
  return frame;
}

/** A side's N client sockets. */
async function runClients(): Promise<void> {
  const sockets: BenchSocket[] = [];
  const arrivals: [number, string][] = [];
  const balls = new Map<number, string>();
  const scores = new Map<number, string>();
  const counts = new Map<string, number>();
  // The instrument's cost per message is the same on both sides: only a ball is parsed (and the first socket's messages).
  const onText = (socket: BenchSocket, payload: Buffer, at: bigint) => {
    const type = typeOf(payload);
    if (type === BALL) {
      const text = payload.toString();
      const seq = (JSON.parse(text) as { data?: { seq?: unknown } }).data?.seq;
      if (typeof seq !== 'number') return;
      arrivals.push([seq, at.toString()]);
      if (socket === sockets[0]) balls.set(seq, text);
    } else if (type === SCORE && socket === sockets[0]) {
      const text = payload.toString();
      const eventCount = (JSON.parse(text) as { data?: { eventCount?: unknown } }).data?.eventCount;
      if (typeof eventCount === 'number') scores.set(eventCount, text);
    }
    if (!type) return;
    const count = (counts.get(type) ?? 0) + 1;
    counts.set(type, count);
    if (count % sockets.length === 0) process.send!({ kind: 'all-have', type, times: count / sockets.length } satisfies FromClients);
  };
  process.on('message', async (message: ToClients) => {
    if (message.kind === 'sample') {
      // A ball's change has one more event than the ball's sequence number: its SCORE_UPDATE's eventCount.
      process.send!({ kind: 'sample', ball: balls.get(message.seq) ?? null, score: scores.get(message.seq + 1) ?? null } satisfies FromClients);
      return;
    }
    if (message.kind === 'report') {
      process.send!({ kind: 'report', arrivals } satisfies FromClients, () => {
        for (const socket of sockets) socket.terminate();
        process.exit(0);
      });
      return;
    }
    let failed = 0;
    let firstError: string | undefined;
    const url = new URL(message.url);
    for (let start = 0; start < message.count; start += CONNECT_BATCH) {
      const batch = Math.min(CONNECT_BATCH, message.count - start);
      await Promise.all(
        Array.from({ length: batch }, async () => {
          try {
            const socket = await BenchSocket.open(url, message.headers, onText);
            sockets.push(socket);
            if (message.matchId !== null) socket.sendText(JSON.stringify({ type: 'SUBSCRIBE_MATCH', matchId: message.matchId }));
          } catch (error) {
            failed++;
            firstError ??= error instanceof Error ? error.message : String(error);
          }
        }),
      );
    }
    process.send!({ kind: 'ready', connected: sockets.length, failed, firstError } satisfies FromClients);
  });
}

/** The bare server: `ws` and nothing else; a broadcast is the textbook one, the bytes once, then `send` to every client. */
async function runBareServer(): Promise<void> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise((resolve) => wss.once('listening', resolve));
  process.on('message', (message: ToBare) => {
    if (message.kind === 'memory') {
      process.send!({ kind: 'memory', memory: memory(), clients: wss.clients.size } satisfies FromBare);
      return;
    }
    const [at, cpu] = [now(), process.cpuUsage()];
    const payloads = message.texts.map((text) => Buffer.from(text));
    for (const client of wss.clients) for (const payload of payloads) client.send(payload, { binary: false });
    process.send!({ kind: 'broadcast', at: at.toString(), loopMs: msBetween(at, now()), cpuMs: cpuMsSince(cpu) } satisfies FromBare);
  });
  process.on('disconnect', () => process.exit(0));
  process.send!({ kind: 'listening', port: (wss.address() as AddressInfo).port } satisfies FromBare);
}

// ---------- parent ----------

/** A child process spoken to one request at a time. */
class Child<To, From extends { kind: string }> {
  readonly process: ChildProcess;
  private exited: Promise<never>;

  constructor(role: string) {
    this.process = fork(__filename, [role], { stdio: 'inherit' });
    this.exited = new Promise((_, reject) => this.process.once('exit', (code) => reject(new Error(`${role} process exited with ${code}`))));
    this.exited.catch(() => undefined);
  }

  next<K extends From['kind']>(expect: K): Promise<Extract<From, { kind: K }>> {
    const reply = new Promise<Extract<From, { kind: K }>>((resolve) => {
      const onMessage = (message: From) => {
        if (message.kind !== expect) return;
        this.process.off('message', onMessage);
        resolve(message as Extract<From, { kind: K }>);
      };
      this.process.on('message', onMessage);
    });
    return Promise.race([reply, this.exited]);
  }

  request<K extends From['kind']>(message: To, expect: K): Promise<Extract<From, { kind: K }>> {
    const reply = this.next(expect);
    this.process.send(message as object);
    return reply;
  }

  kill(): void {
    this.process.kill();
  }
}

/** A side's client process, and a way to wait until a message has reached all of its sockets. */
class Clients extends Child<ToClients, FromClients> {
  private readonly reached = new Map<string, number>();
  private waiting: { type: string; times: number; resolve: () => void } | null = null;
  private readonly expected = new Map<string, number>();

  constructor() {
    super('--client');
    this.process.on('message', (reply: FromClients) => {
      if (reply.kind !== 'all-have') return;
      this.reached.set(reply.type, reply.times);
      if (this.waiting && this.waiting.type === reply.type && reply.times >= this.waiting.times) this.waiting.resolve();
    });
  }

  /** Resolves once every socket has had one more message of each type than before (or after ARRIVAL_TIMEOUT_MS). */
  async everySocketHasOneMore(...types: string[]): Promise<void> {
    for (const type of types) {
      const times = (this.expected.get(type) ?? 0) + 1;
      this.expected.set(type, times);
      await this.everySocketHas(type, times);
    }
  }

  private everySocketHas(type: string, times: number): Promise<void> {
    if ((this.reached.get(type) ?? 0) >= times) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting = null;
        resolve();
      };
      const timer = setTimeout(done, ARRIVAL_TIMEOUT_MS);
      this.waiting = { type, times, resolve: done };
    });
  }
}

/** When a ball was sent (recorded, or broadcast) and which series it belongs to. */
interface Send<S extends string> {
  seq: number;
  at: bigint;
  series: S;
}

/**
 * Latencies of every arrival from the moment its ball was sent, by send: an arrival belongs to the
 * last send of its ball before it (a bare ball is sent twice, each after the last one arrived).
 */
function latenciesBySend<S extends string>(arrivals: [number, string][], sends: Send<S>[]): Map<Send<S>, number[]> {
  const result = new Map<Send<S>, number[]>(sends.map((send) => [send, []]));
  const bySeq = new Map<number, Send<S>[]>();
  for (const send of sends) bySeq.set(send.seq, [...(bySeq.get(send.seq) ?? []), send]);
  for (const [seq, text] of arrivals) {
    const at = BigInt(text);
    const send = (bySeq.get(seq) ?? []).filter((s) => s.at <= at).pop();
    if (send) result.get(send)!.push(msBetween(send.at, at));
  }
  return result;
}

/** Every latency of one series, and its p99 ball by ball (by sequence number). */
function series<S extends string>(bySend: Map<Send<S>, number[]>, name: S): { latenciesMs: number[]; p99BySeq: Map<number, number> } {
  const sends = [...bySend].filter(([send]) => send.series === name);
  return { latenciesMs: sends.flatMap(([, latencies]) => latencies), p99BySeq: new Map(sends.map(([send, latencies]) => [send.seq, percentiles(latencies).p99])) };
}

const BARE_SERIES = ['ball', 'both'] as const;
type BareSeries = (typeof BARE_SERIES)[number];

interface Side {
  connected: number;
  memoryPerSocket: Memory;
  /** How long the server's synchronous write of each ball to every socket took, and the CPU time it used. */
  writeLoopMs: number[];
  writeCpuMs: number[];
}

interface Result {
  sockets: number;
  balls: number;
  realtime: Side & {
    latenciesMs: number[];
    p99BySeq: Map<number, number>;
    /** Record request sent → realtime starts writing the ball: request, fold, commit, relay, bus. */
    beforeFanOutMs: number[];
  };
  /** `ball`: the BALL_RECORDED alone (the target's yardstick); `both`: then the change's SCORE_UPDATE, as realtime sends a ball. */
  bare: Side & { latenciesMs: Record<BareSeries, number[]>; p99BySeq: Map<number, number>; writeLoopMsBoth: number[]; writeCpuMsBoth: number[] };
}

async function bench(args: Args): Promise<Result> {
  const logger = createLogger('realtime', 'silent');
  const bus: EventBus = args.nats ? await NatsEventBus.connect(args.nats, 'realtime-bench', logger) : new InProcessEventBus(logger);
  const publisher: EventBus = args.nats ? await NatsEventBus.connect(args.nats, 'matches-bench', logger) : bus;
  const config = { ...testConfig('realtime', ''), natsUrl: args.nats, logLevel: 'silent' };
  const app = await createServiceApp(realtimeService, { config, logger, bus });
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  const server = app.get(RealtimeSocketServer);
  // When realtime starts and ends writing each ball: the bench's own look inside, not the service's.
  const fanOut = new Map<number, { start: bigint; end: bigint; cpuMs: number }>();
  const deliver = server.deliver.bind(server);
  server.deliver = (deliveries: readonly Delivery[]) => {
    const [start, cpu] = [now(), process.cpuUsage()];
    const written = deliver(deliveries);
    const ball = deliveries.find((d) => d.message.type === BALL)?.message as ServerMessage<{ seq?: unknown }> | undefined;
    if (typeof ball?.data?.seq === 'number') fanOut.set(ball.data.seq, { start, end: now(), cpuMs: cpuMsSince(cpu) });
    return written;
  };
  const matches = await startMatchesApp(publisher);
  const bareServer = new Child<ToBare, FromBare>('--bare-server');
  const realtimeClients = new Clients();
  const bareClients = new Clients();
  try {
    // A test match has no overs limit, so any number of rounds fits in one innings.
    const scorer = new BenchScorer(matches.baseUrl, benchScorer(WORKSPACE_ID));
    const match = await scorer.newMatch('test');
    let summary = await scorer.record(match.id, { type: 'innings_start', battingTeam: 'team1', striker: scorer.player('L', 1), nonStriker: scorer.player('L', 2), bowler: scorer.player('T', 1) });
    const context = { user: { id: 2, username: 'fan', name: 'Fan', email: 'fan@example.com', role: 'player' }, workspace: { id: WORKSPACE_ID, name: 'Bench', role: 'member' as const }, permissions: [] };
    const headers = { [INTERNAL_AUTH_HEADER]: signInternalToken(context, DEV_INTERNAL_TOKEN_SECRET), Origin: `http://127.0.0.1:${port}`, Host: `127.0.0.1:${port}` };
    const barePort = (await bareServer.next('listening')).port;

    const before = { realtime: memory(), bare: (await bareServer.request({ kind: 'memory' }, 'memory')).memory };
    const [realtimeReady, bareReady] = await Promise.all([
      realtimeClients.request({ kind: 'connect', url: `ws://127.0.0.1:${port}/ws?t=${Date.now()}`, headers, matchId: match.id, count: args.sockets }, 'ready'),
      bareClients.request({ kind: 'connect', url: `ws://127.0.0.1:${barePort}/`, headers: {}, matchId: null, count: args.sockets }, 'ready'),
    ]);
    if (realtimeReady.failed) console.log(`realtime: ${realtimeReady.failed} sockets failed to connect (${realtimeReady.firstError})`);
    if (bareReady.failed) console.log(`bare ws: ${bareReady.failed} sockets failed to connect (${bareReady.firstError})`);
    await waitUntil(() => server.registry.recipients([{ kind: 'match', matchId: match.id }]).size === realtimeReady.connected, 30_000, 'subscriptions');
    const bareAfter = await bareServer.request({ kind: 'memory' }, 'memory');
    if (bareAfter.clients !== bareReady.connected) throw new Error(`the bare server holds ${bareAfter.clients} of ${bareReady.connected} sockets`);
    const memoryPerSocket = { realtime: perSocket(before.realtime, memory(), realtimeReady.connected), bare: perSocket(before.bare, bareAfter.memory, bareReady.connected) };

    const realtimeSends: Send<'realtime'>[] = [];
    const bareSends: Send<BareSeries>[] = [];
    const bareLoops: Record<BareSeries, number[]> = { ball: [], both: [] };
    const bareCpu: Record<BareSeries, number[]> = { ball: [], both: [] };
    let overs = 0;
    for (let round = 0; round < args.rounds; round++) {
      if (summary.next === 'bowler') {
        // A new over's bowler (one SCORE_UPDATE to every socket) settles before the ball, as it would in a match.
        summary = await scorer.record(match.id, { type: 'bowler', bowler: scorer.player('T', ++overs % 2 === 1 ? 2 : 1) });
        await realtimeClients.everySocketHasOneMore(SCORE);
        await sleep(args.gapMs);
      }
      // Realtime: the clock starts when the scorer sends the ball (request, fold, commit, relay, bus, fan-out).
      const seq = summary.eventCount;
      realtimeSends.push({ seq, at: now(), series: 'realtime' });
      summary = await scorer.record(match.id, { type: 'delivery', runs: 4, boundary: 4 });
      await realtimeClients.everySocketHasOneMore(BALL, SCORE);
      await sleep(args.gapMs);
      // Bare: the same bytes, from the bare server to its sockets, alone and with the SCORE_UPDATE.
      const sample = await realtimeClients.request({ kind: 'sample', seq }, 'sample');
      if (sample.ball === null) continue;
      for (const series of BARE_SERIES) {
        const texts = series === 'both' && sample.score !== null ? [sample.ball, sample.score] : [sample.ball];
        const sent = await bareServer.request({ kind: 'broadcast', texts }, 'broadcast');
        bareSends.push({ seq, at: BigInt(sent.at), series });
        bareLoops[series].push(sent.loopMs);
        bareCpu[series].push(sent.cpuMs);
        await bareClients.everySocketHasOneMore(...(texts.length > 1 ? [BALL, SCORE] : [BALL]));
        await sleep(args.gapMs);
      }
    }
    const [realtimeReport, bareReport] = [await realtimeClients.request({ kind: 'report' }, 'report'), await bareClients.request({ kind: 'report' }, 'report')];
    const timings = realtimeSends.flatMap(({ seq, at }) => {
      const written = fanOut.get(seq);
      return written ? [{ before: msBetween(at, written.start), loop: msBetween(written.start, written.end), cpu: written.cpuMs }] : [];
    });
    const realtimeBySend = latenciesBySend(realtimeReport.arrivals, realtimeSends);
    const bareBySend = latenciesBySend(bareReport.arrivals, bareSends);
    const bareBall = series(bareBySend, 'ball');
    return {
      sockets: args.sockets,
      balls: args.rounds,
      realtime: {
        connected: realtimeReady.connected,
        memoryPerSocket: memoryPerSocket.realtime,
        ...series(realtimeBySend, 'realtime'),
        beforeFanOutMs: timings.map((t) => t.before),
        writeLoopMs: timings.map((t) => t.loop),
        writeCpuMs: timings.map((t) => t.cpu),
      },
      bare: {
        connected: bareReady.connected,
        memoryPerSocket: memoryPerSocket.bare,
        latenciesMs: { ball: bareBall.latenciesMs, both: series(bareBySend, 'both').latenciesMs },
        p99BySeq: bareBall.p99BySeq,
        writeLoopMs: bareLoops.ball,
        writeLoopMsBoth: bareLoops.both,
        writeCpuMs: bareCpu.ball,
        writeCpuMsBoth: bareCpu.both,
      },
    };
  } finally {
    for (const child of [realtimeClients, bareClients, bareServer]) child.kill();
    await matches.close();
    await app.close();
    if (publisher !== bus) await publisher.close();
    await bus.close();
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

interface Comparison {
  result: Result;
  r: Percentiles;
  /** The bare broadcast of the BALL_RECORDED alone: the target's yardstick. */
  b: Percentiles;
  /** The bare broadcast of BALL_RECORDED and SCORE_UPDATE, one `send` each. */
  both: Percentiles;
  /** Realtime p99 over bare p99. */
  ratio: number;
  /** Ball by ball (each realtime ball beside the bare broadcast of its bytes right after), realtime p99 over bare p99: their median, lowest and highest. */
  paired: { median: number; low: number; high: number };
  met: boolean;
  delivered: { realtime: boolean; bare: boolean };
}

async function compare(args: Args): Promise<Comparison> {
  const result = await bench(args);
  const { realtime, bare, balls } = result;
  const [r, b, both] = [percentiles(realtime.latenciesMs), percentiles(bare.latenciesMs.ball), percentiles(bare.latenciesMs.both)];
  const ratio = r.p99 / b.p99;
  const ratios = [...realtime.p99BySeq].flatMap(([seq, p99]) => (bare.p99BySeq.has(seq) ? [p99 / bare.p99BySeq.get(seq)!] : [])).sort((x, y) => x - y);
  const paired = { median: median(ratios), low: ratios[0] ?? NaN, high: ratios[ratios.length - 1] ?? NaN };
  const delivered = {
    realtime: realtime.latenciesMs.length === realtime.connected * balls,
    bare: BARE_SERIES.every((series) => bare.latenciesMs[series].length === bare.connected * balls),
  };
  return { result, r, b, both, ratio, paired, met: delivered.realtime && delivered.bare && ratio <= TARGET_P99_RATIO, delivered };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () => loadavg()[0].toFixed(2);
const mem = (m: Memory) => `heap ${kb(m.heap)}, RSS ${kb(m.rss)}`;

function line(label: string, s: Percentiles, received: number, expected: number) {
  const f = (n: number) => n.toFixed(2).padStart(9);
  return `${label.padEnd(30)}${f(s.p50)}${f(s.p99)}${f(s.max)}   ${received}/${expected}`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const hardStop = setTimeout(() => {
    console.error(`bench exceeded ${HARD_LIMIT_MS / 1000} s; stopping`);
    process.exit(1);
  }, HARD_LIMIT_MS);
  hardStop.unref();
  console.log('ws-fanout bench');
  console.log(`realtime: each ball is recorded through the matches service's API and reaches sockets as ${MATCH_EVENTS.ballRecorded}; bare: the same bytes, rounds alternating`);
  console.log(`sockets=${args.sockets} per side, rounds=${args.rounds} gap=${args.gapMs}ms bus=${args.nats ? `NATS ${args.nats}` : 'in-process'} host=127.0.0.1 load=${load()}`);
  const { result, r, b, both, paired, met, delivered } = await compare(args);
  const { realtime, bare, balls } = result;
  const ratioOf = (x: number, y: number) => (y > 0 ? (x / y).toFixed(2) : 'n/a');
  const ratios = (label: string, x: Percentiles, y: Percentiles) => `${label.padEnd(30)}${ratioOf(x.p50, y.p50).padStart(9)}${ratioOf(x.p99, y.p99).padStart(9)}${ratioOf(x.max, y.max).padStart(9)}`;
  console.log('');
  console.log(`${'send→BALL_RECORDED (ms)'.padEnd(30)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}   delivered`);
  console.log(line('realtime /ws (+ SCORE_UPDATE)', r, realtime.latenciesMs.length, realtime.connected * balls));
  console.log(line('bare ws, BALL_RECORDED', b, bare.latenciesMs.ball.length, bare.connected * balls));
  console.log(ratios('ratio realtime/bare', r, b));
  console.log(`target: p99 ratio ≤ ${TARGET_P99_RATIO}× at ${realtime.connected} sockets: ${met ? 'met' : 'NOT met'}`);
  console.log(`ball by ball (each beside its bare broadcast): p99 ratio median ${paired.median.toFixed(2)}, from ${paired.low.toFixed(2)} to ${paired.high.toFixed(2)}`);
  console.log(line('bare ws, + SCORE_UPDATE', both, bare.latenciesMs.both.length, bare.connected * balls));
  console.log(ratios('ratio realtime/bare (+ score)', r, both));
  console.log('');
  console.log(`realtime: record→fan-out start p50 ${ms(median(realtime.beforeFanOutMs))} (request, fold, commit, relay, bus)`);
  console.log(`write to every socket, p50 wall (CPU): realtime ${ms(median(realtime.writeLoopMs))} (${ms(median(realtime.writeCpuMs))}) with SCORE_UPDATE;`);
  console.log(`  bare ws ${ms(median(bare.writeLoopMs))} (${ms(median(bare.writeCpuMs))}), with SCORE_UPDATE ${ms(median(bare.writeLoopMsBoth))} (${ms(median(bare.writeCpuMsBoth))})`);
  console.log(`memory per socket: realtime ${mem(realtime.memoryPerSocket)}; bare ws ${mem(bare.memoryPerSocket)}`);
  console.log(`load average at the end: ${load()}`);
  process.exit(delivered.realtime && delivered.bare ? 0 : 2);
}

/** The table's rows (`npm run bench`): the default sockets and rounds over the in-process bus. */
export async function run(): Promise<BenchRow[]> {
  const { result, r, b, ratio, paired, met, delivered } = await compare(DEFAULT_ARGS);
  const { realtime, bare, balls } = result;
  const figures = (s: Percentiles) => `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
  return [
    row('ws fan-out', `record→socket over /ws, ${realtime.connected} sockets × ${balls} balls`, figures(r)),
    row('ws fan-out', `bare ws broadcast of the same BALL_RECORDED, ${bare.connected} sockets, same moments`, figures(b)),
    row('ws fan-out', 'balls delivered over /ws', `${realtime.latenciesMs.length}/${realtime.connected * balls}`, 'all', delivered.realtime),
    row('ws fan-out', `p99 realtime/bare at ${realtime.connected} sockets`, b.p99 > 0 ? `${ratio.toFixed(2)}×` : 'n/a', `≤ ${TARGET_P99_RATIO}×`, met),
    row('ws fan-out', 'p99 realtime/bare ball by ball (median, range)', `${paired.median.toFixed(2)}× (${paired.low.toFixed(2)}–${paired.high.toFixed(2)})`),
    row('ws fan-out', 'record→fan-out start (p50)', ms(median(realtime.beforeFanOutMs))),
    row('ws fan-out', 'CPU to write a ball to every socket (p50; realtime with SCORE_UPDATE; bare ws)', `${ms(median(realtime.writeCpuMs))}; ${ms(median(bare.writeCpuMs))}`),
    row('ws fan-out', 'memory per socket (realtime; bare ws)', `${mem(realtime.memoryPerSocket)}; ${mem(bare.memoryPerSocket)}`),
  ];
}

if (process.argv.includes('--client')) void runClients();
else if (process.argv.includes('--bare-server')) void runBareServer();
else if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
