import {
  foldMatch,
  matchScorecard,
  scoreResponse,
  scoringSummary,
  type MatchDetailResponse,
  type MatchResponse,
  type MatchSetup,
  type PlayerResponse,
  type RosterPlayer,
  type ScoringEvent,
  type ScoringStateResponse,
  type TeamDetailResponse,
} from '@cricket/contracts';
import { TEST_WORKSPACE_ID } from '@cricket/shell-sdk/testing';

/** Test data for the match screens: a Lions v Tigers match (id 5) and its scoring as the service answers it. */

export function matchResponse(overrides: Partial<MatchResponse> = {}): MatchResponse {
  return {
    id: 5,
    workspaceId: TEST_WORKSPACE_ID,
    team1Id: 11,
    team2Id: 12,
    team1Name: 'Lions',
    team1ShortName: 'LNS',
    team2Name: 'Tigers',
    team2ShortName: 'TIG',
    format: 't20',
    status: 'upcoming',
    date: '2026-03-05',
    time: '14:00',
    venue: '',
    overs: null,
    playersPerSide: 11,
    tournamentId: null,
    tournamentName: null,
    round: null,
    tossComplete: false,
    tossWinner: null,
    tossDecision: null,
    result: null,
    outcome: null,
    winnerTeamId: null,
    createdBy: 7,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  };
}

export function matchDetail(overrides: Partial<MatchResponse> = {}): MatchDetailResponse {
  return { match: matchResponse(overrides), score: null };
}

/**
 * GET /api/my/teams/{id}: a squad of `size` (ids teamId·100 + n: team 11's Lion 1 is 1101), its
 * first player the captain and its last the wicket-keeper.
 */
export function teamDetail(id: number, player: string, size: number): TeamDetailResponse {
  const players: PlayerResponse[] = Array.from({ length: size }, (_, i) => ({
    id: id * 100 + i + 1,
    teamId: id,
    userId: null,
    username: null,
    name: `${player} ${i + 1}`,
    playingRole: i === size - 1 && size > 2 ? 'wicket-keeper' : 'all-rounder',
    battingStyle: null,
    bowlingStyle: null,
    jerseyNumber: null,
    isCaptain: i === 0 && size > 2,
    isViceCaptain: false,
    isGuest: true,
    createdAt: '',
  }));
  return {
    id, workspaceId: TEST_WORKSPACE_ID, name: `${player}s`, shortName: player.slice(0, 3).toUpperCase(), description: null, logoUrl: null, homeGround: null,
    joinCode: 'ABCDEFGH', captainId: null, viceCaptainId: null, playersCount: size, createdBy: 7, createdAt: '', updatedAt: '', players, recentMatches: [],
  };
}

/** Squads of five: Lion 1 = '101' … Lion 5 = '105', Tiger 1 = '201' … Tiger 5 = '205' (squad ids as text). */
const squad = (first: number, name: string): RosterPlayer[] => Array.from({ length: 5 }, (_, i) => ({ id: String(first + i), name: `${name} ${i + 1}` }));
export const LIONS = squad(101, 'Lion');
export const TIGERS = squad(201, 'Tiger');

/** A two-over match as the service sets it up from the match and squads. */
export const SCORING_SETUP: MatchSetup = {
  format: 't2',
  overs: null,
  teams: { team1: { name: 'Lions', shortName: 'LNS', players: LIONS }, team2: { name: 'Tigers', shortName: 'TIG', players: TIGERS } },
  rules: {},
};

export const openers: ScoringEvent = { type: 'innings_start', battingTeam: 'team1', striker: '101', nonStriker: '102', bowler: '201' };
export const ball = (runs: number, more: Partial<Extract<ScoringEvent, { type: 'delivery' }>> = {}): ScoringEvent => ({ type: 'delivery', runs, ...more });

/** GET /api/my/matches/5/scoring after `events`, folded by the shared engine as the service does. */
export function scoringView(events: ScoringEvent[], status: MatchResponse['status'] = 'live'): ScoringStateResponse {
  const state = foldMatch(SCORING_SETUP, events);
  return {
    matchId: 5,
    status,
    started: true,
    setup: SCORING_SETUP,
    events: events.map((event, seq) => ({ seq, event, recordedBy: 7, recordedAt: '2026-03-05T14:00:00.000Z' })),
    summary: scoringSummary(5, state, scoreResponse(state, { team1: 11, team2: 12 })),
    state,
    scorecard: matchScorecard(state),
  };
}

export const notStartedView: ScoringStateResponse = {
  matchId: 5,
  status: 'upcoming',
  started: false,
  setup: null,
  events: [],
  summary: null,
  state: null,
  scorecard: { innings: [], result: null },
};
