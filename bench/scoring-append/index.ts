/**
 * Append bench: a whole ODI (2 × 300 balls) recorded delivery by delivery through
 * POST /api/my/matches/{id}/scoring/events on a real Postgres. Each append re-folds the match's
 * events under the match's row lock, so the last balls are the dearest: prints p50/p99/max of an
 * append over the match and over its first and last 100 deliveries, and deliveries per second.
 *
 *   node -r @swc-node/register bench/scoring-append/index.ts
 */
import type { ScoringEvent } from '@cricket/contracts';
import { InProcessEventBus, createLogger } from '@cricket/service-kit';
import { BenchScorer, benchScorer, startMatchesApp } from '../lib/matches-api';

const BOWLERS = 5;

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN };
}

function line(label: string, values: number[]): string {
  const s = stats(values);
  const f = (n: number) => n.toFixed(2).padStart(9);
  return `${label.padEnd(24)}${f(s.p50)}${f(s.p99)}${f(s.max)}${String(s.count).padStart(8)}`;
}

async function main(): Promise<void> {
  const bus = new InProcessEventBus(createLogger('bench', 'silent'));
  const app = await startMatchesApp(bus);
  try {
    const scorer = new BenchScorer(app.baseUrl, benchScorer(1));
    const match = await scorer.newMatch('odi');
    const sides = { team1: 'L', team2: 'T' } as const;
    const latencies: number[] = [];
    let ball = 0;
    const started = process.hrtime.bigint();
    for (const battingTeam of ['team1', 'team2'] as const) {
      const [bat, bowl] = battingTeam === 'team1' ? [sides.team1, sides.team2] : [sides.team2, sides.team1];
      let summary = await scorer.record(match.id, { type: 'innings_start', battingTeam, striker: `${bat}1`, nonStriker: `${bat}2`, bowler: `${bowl}1` });
      let over = 0;
      while (summary.next === 'delivery' || summary.next === 'bowler') {
        if (summary.next === 'bowler') {
          over += 1;
          summary = await scorer.record(match.id, { type: 'bowler', bowler: `${bowl}${(over % BOWLERS) + 1}` });
          continue;
        }
        // Dots and singles in turn: no wickets, both innings run their 300 balls.
        const delivery: ScoringEvent = { type: 'delivery', runs: ball++ % 2 };
        const sent = process.hrtime.bigint();
        summary = await scorer.record(match.id, delivery);
        latencies.push(Number(process.hrtime.bigint() - sent) / 1e6);
      }
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    console.log('scoring-append bench: one ODI through the HTTP API, real Postgres, 127.0.0.1');
    console.log(`${'append latency (ms)'.padEnd(24)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}${'balls'.padStart(8)}`);
    console.log(line('whole match', latencies));
    console.log(line('first 100 deliveries', latencies.slice(0, 100)));
    console.log(line('last 100 deliveries', latencies.slice(-100)));
    console.log(`deliveries per second (one scorer, sequential): ${(latencies.length / seconds).toFixed(1)}`);
  } finally {
    await app.close();
    await bus.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
