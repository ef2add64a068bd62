/**
 * The matches service on a real Postgres database (a throw-away one, as the medium tests make),
 * listening on 127.0.0.1, and a scorer that records a match through its HTTP API.
 */
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import {
  SCORING_PATHS,
  defaultModulePermissions,
  type AuthContext,
  type MatchResponse,
  type ScoringEvent,
  type ScoringSummary,
  type TeamResponse,
} from '@cricket/contracts';
import { createLogger, createServiceApp, type EventBus } from '@cricket/service-kit';
import { authHeader, createTestDatabase, testConfig } from '@cricket/service-kit/testing';
import { matchesService } from '../../services/matches/src/service';

export interface MatchesApp {
  baseUrl: string;
  /** The service's own database, for a bench that counts what a request wrote. */
  dataSource: DataSource;
  close: () => Promise<void>;
}

export async function startMatchesApp(bus: EventBus): Promise<MatchesApp> {
  const database = await createTestDatabase('bench_matches');
  const config = testConfig('matches', database.url);
  const app = await createServiceApp(matchesService, { config, logger: createLogger('matches', 'silent'), bus });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataSource: app.get(DataSource),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** A workspace admin of `workspaceId`, as the gateway signs each request. */
export function benchScorer(workspaceId: number): AuthContext {
  return {
    user: { id: 1, username: 'bench', name: 'Bench', email: 'bench@example.com', role: 'player' },
    workspace: { id: workspaceId, name: 'Bench', role: 'admin' },
    permissions: defaultModulePermissions('admin'),
  };
}

/** Lions (team 1) and Tigers (team 2). */
export type BenchSide = 'L' | 'T';
const SQUAD_SIZE = 11;

/** Records a match event by event, each carrying the sequence it expects. */
export class BenchScorer {
  private sequence = 0;
  private squads: Record<BenchSide, string[]> = { L: [], T: [] };

  constructor(
    private readonly baseUrl: string,
    private readonly context: AuthContext,
  ) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...authHeader(this.context), 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as T & { message?: string };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer.message}`);
    return answer;
  }

  /** An upcoming match of Lions and Tigers, squads of eleven each, scoring started. */
  async newMatch(format: MatchResponse['format']): Promise<MatchResponse> {
    const [a, b] = [await this.team('Lions'), await this.team('Tigers')];
    this.squads = { L: await this.squad(a, 'Lion'), T: await this.squad(b, 'Tiger') };
    const match = await this.call<MatchResponse>('POST', '/api/my/matches', {
      team1Id: a.id, team2Id: b.id, team1Name: a.name, team1ShortName: a.shortName, team2Name: b.name, team2ShortName: b.shortName,
      format, venue: 'Bench Oval', date: '2026-12-01', time: '14:00',
    });
    await this.call('POST', SCORING_PATHS.scoring(match.id), {});
    this.sequence = 0;
    return match;
  }

  async record(matchId: number, event: ScoringEvent): Promise<ScoringSummary> {
    const summary = await this.call<ScoringSummary>('POST', SCORING_PATHS.events(matchId), { expectedSequence: this.sequence, event });
    this.sequence = summary.eventCount;
    return summary;
  }

  /** The player id of the `n`th (from 1) of a side's squad. */
  player(side: BenchSide, n: number): string {
    return this.squads[side][n - 1];
  }

  private team(name: string): Promise<TeamResponse> {
    return this.call<TeamResponse>('POST', '/api/my/teams', { name });
  }

  private async squad(team: TeamResponse, name: string): Promise<string[]> {
    const ids: string[] = [];
    for (let n = 1; n <= SQUAD_SIZE; n++) ids.push(String((await this.call<{ id: number }>('POST', `/api/my/teams/${team.id}/players`, { name: `${name} ${n}`, playingRole: 'all-rounder' })).id));
    return ids;
  }
}
