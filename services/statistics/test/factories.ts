import { randomUUID } from 'node:crypto';
import {
  appendEvent,
  foldMatch,
  MATCH_EVENTS,
  scoreResponse,
  scoringSummary,
  type BallRecordedData,
  type DiarySavedData,
  type EventEnvelope,
  type MatchSetup,
  type MatchState,
  type RosterPlayer,
  type ScoringEvent,
} from '@cricket/contracts';

/** Test data for the statistics service's medium tests (CONVENTIONS.md: factories). */
let sequence = 0;
const base = 1000 + Math.floor(Math.random() * 1_000_000) * 100;
export const nextId = () => base + ++sequence;

export function envelope<T>(type: string, data: T, occurredAt = new Date().toISOString()): EventEnvelope<T> {
  return { id: randomUUID(), type, workspaceId: 1, occurredAt, actorId: null, data };
}

const roster = (prefix: string): RosterPlayer[] => Array.from({ length: 11 }, (_, i) => ({ id: `${prefix}${i + 1}`, name: `${prefix} ${i + 1}` }));

/** A one-over-a-side match: Lions (L1–L11) against Tigers (T1–T11). */
export const ONE_OVER_MATCH: MatchSetup = {
  format: 't20',
  overs: 1,
  teams: { team1: { name: 'Lions', players: roster('L') }, team2: { name: 'Tigers', players: roster('T') } },
};

/**
 * Scores `events` with the real engine and answers what services/matches publishes for each change:
 * matches.score.ball_recorded for a delivery, then matches.score.score_updated always.
 */
export function scoreMatch(matchId: number, setup: MatchSetup, events: ScoringEvent[]): { changes: { type: string; data: unknown }[]; state: MatchState } {
  const changes: { type: string; data: unknown }[] = [];
  let recorded: ScoringEvent[] = [];
  let state = foldMatch(setup, recorded);
  for (const event of events) {
    ({ events: recorded, state } = appendEvent(setup, recorded, event));
    const score = scoringSummary(matchId, state, scoreResponse(state, { team1: 1, team2: 2 }));
    if (event.type === 'delivery') {
      const innings = state.innings[state.innings.length - 1];
      const delivery = innings.deliveries[innings.deliveries.length - 1];
      changes.push({ type: MATCH_EVENTS.ballRecorded, data: { matchId, seq: recorded.length - 1, innings: innings.number, delivery, score } satisfies BallRecordedData });
    }
    changes.push({ type: MATCH_EVENTS.scoreUpdated, data: score });
  }
  return { changes, state };
}

export function diaryEntry(overrides: Partial<DiarySavedData> = {}): DiarySavedData {
  return {
    entryId: nextId(),
    userId: nextId(),
    date: '2026-11-20',
    created: true,
    mood: 4,
    trainingHours: 2.5,
    batting: { ballsFaced: 40, runs: 50, fours: 5, sixes: 2, shotExecution: 7 },
    bowling: { overs: 4, wickets: 2, runsConceded: 26, lineLengthConsistency: 8 },
    fielding: null,
    awards: { manOfMatch: true, manOfSeries: false, bestFielder: false, bestBowler: false, matchWinner: true },
    ...overrides,
  };
}
