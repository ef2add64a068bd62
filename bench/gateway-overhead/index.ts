/**
 * HTTP through the gateway against the same request sent straight to the service with what the
 * gateway would add (its signed token, forwarding headers, a request id): throughput and latency
 * at a fixed concurrency, for a read and a write of the grounds service.
 */
import { SESSION_COOKIE } from '@cricket/contracts';
import { groundPayload } from '@cricket/contracts/testing';
import { createGround } from '../lib/grounds';
import { runLoad, type LoadRequest, type LoadResult } from '../lib/load';
import { pidListeningOn } from '../lib/process-cpu';
import type { BenchSystem } from '../lib/system';
import { row, type BenchRow } from '../lib/table';

const CONCURRENCY = 50;
const DURATION_MS = 10_000;
const WARMUP_MS = 3_000;
const LISTED_GROUNDS = 10;
/** Issue #23 item 5: at least 95 % of direct throughput and at most +2 ms at p99. */
const TARGETS = { throughputShare: 0.95, addedP99Ms: 2, p99Ms: 50 };

interface Endpoint {
  label: string;
  method: LoadRequest['method'];
  path: string;
  expectStatus: number;
  body?: () => string;
}

export async function run(bench: BenchSystem): Promise<BenchRow[]> {
  const { user } = bench;
  for (let i = 1; i <= LISTED_GROUNDS; i++) await createGround(user.session, `Listed Oval ${i}`);
  let created = 0;
  const endpoints: Endpoint[] = [
    { label: 'GET /api/grounds', method: 'GET', path: '/api/grounds', expectStatus: 200 },
    { label: 'POST /api/grounds', method: 'POST', path: '/api/grounds', expectStatus: 201, body: () => JSON.stringify(groundPayload({ name: `Bench Oval ${++created}` })) },
  ];
  // Loopback by address for both sides, so name resolution is not part of either figure.
  const gatewayOrigin = `http://127.0.0.1:${new URL(bench.system.baseUrl).port}`;
  const groundsOrigin = bench.serviceUrl('grounds');
  const gatewayPid = pidListeningOn(Number(new URL(gatewayOrigin).port));
  const groundsPid = pidListeningOn(Number(new URL(groundsOrigin).port));
  const watch = (pids: Record<string, number | null>) => Object.fromEntries(Object.entries(pids).filter((e): e is [string, number] => e[1] !== null));
  const rows: BenchRow[] = [];
  for (const endpoint of endpoints) {
    const json = endpoint.body ? { 'content-type': 'application/json' } : undefined;
    const viaGateway = await load(gatewayOrigin, endpoint, watch({ gateway: gatewayPid, grounds: groundsPid }), () => ({
      cookie: `${SESSION_COOKIE}=${user.sessionToken}`,
      'x-requested-with': 'XMLHttpRequest',
      ...json,
    }));
    // Signed once per run, as valid as the gateway's per-request tokens (60 s); signing is the gateway's cost, not the service's.
    const token = bench.sign(user.context);
    const direct = await load(groundsOrigin, endpoint, watch({ grounds: groundsPid }), () => ({ ...bench.gatewayHeaders(token), ...json }));
    rows.push(...compare(endpoint.label, viaGateway, direct));
  }
  return rows;
}

function load(origin: string, endpoint: Endpoint, watch: Record<string, number>, headers: () => Record<string, string>): Promise<LoadResult> {
  return runLoad({
    origin,
    concurrency: CONCURRENCY,
    durationMs: DURATION_MS,
    warmupMs: WARMUP_MS,
    expectStatus: endpoint.expectStatus,
    watch,
    request: () => ({ method: endpoint.method, path: endpoint.path, headers: headers(), body: endpoint.body?.() }),
  });
}

/** CPU per request of the gateway and the service, which a busy machine distorts far less than latency. */
function cpuRows(label: string, viaGateway: LoadResult, direct: LoadResult): BenchRow[] {
  const { gateway, grounds } = viaGateway.cpuMsPerRequest;
  const alone = direct.cpuMsPerRequest.grounds;
  if (gateway === undefined || grounds === undefined || alone === undefined) return [];
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  return [row('http', `${label} CPU per request`, `gateway ${ms(gateway)} + grounds ${ms(grounds)}; direct: grounds ${ms(alone)}`)];
}

function describe(result: LoadResult): string {
  const { rps, latencyMs, errors, firstError } = result;
  const figures = `${rps.toFixed(0)} req/s, p50 ${latencyMs.p50.toFixed(1)} ms, p99 ${latencyMs.p99.toFixed(1)} ms`;
  return errors ? `${figures}, ${errors} errors (${firstError})` : figures;
}

function compare(label: string, viaGateway: LoadResult, direct: LoadResult): BenchRow[] {
  const share = viaGateway.rps / direct.rps;
  const addedP99 = viaGateway.latencyMs.p99 - direct.latencyMs.p99;
  const clean = viaGateway.errors === 0 && direct.errors === 0;
  return [
    row('http', `${label} via gateway, c=${CONCURRENCY}`, describe(viaGateway), `p99 < ${TARGETS.p99Ms} ms`, clean && viaGateway.latencyMs.p99 < TARGETS.p99Ms),
    row('http', `${label} straight to grounds, c=${CONCURRENCY}`, describe(direct), '', clean ? null : false),
    row('http', `${label} gateway/direct throughput`, `${(share * 100).toFixed(0)} %`, `>= ${TARGETS.throughputShare * 100} %`, share >= TARGETS.throughputShare),
    row('http', `${label} p99 added by the gateway`, `${addedP99 >= 0 ? '+' : ''}${addedP99.toFixed(1)} ms`, `<= ${TARGETS.addedP99Ms} ms`, addedP99 <= TARGETS.addedP99Ms),
    ...cpuRows(label, viaGateway, direct),
  ];
}
