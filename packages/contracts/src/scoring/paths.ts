// A module of its own, importing nothing: a remote's route table builds a page's first reads
// from these paths, and would otherwise carry the whole scoring API into every route (issue 23).
export const SCORING_PATHS = {
  /** GET the full scoring state (published read-only view); POST starts scoring (StartScoringRequest). */
  scoring: (matchId: number) => `/api/my/matches/${matchId}/scoring`,
  /** GET the same read-only view under the fans' prefix. */
  publicScoring: (matchId: number) => `/api/matches/${matchId}/scoring`,
  /** POST one event (AppendScoringEventRequest). */
  events: (matchId: number) => `/api/my/matches/${matchId}/scoring/events`,
  /** PUT a replacement for the event at `seq` (EditScoringEventRequest). */
  event: (matchId: number, seq: number) => `/api/my/matches/${matchId}/scoring/events/${seq}`,
  /** POST undo (UndoScoringRequest). */
  undo: (matchId: number) => `/api/my/matches/${matchId}/scoring/undo`,
  /** POST: completes the match with the engine's result. */
  finish: (matchId: number) => `/api/my/matches/${matchId}/scoring/finish`,
  /** GET {innings, result} (MatchScorecardResponse). */
  scorecard: (matchId: number) => `/api/my/matches/${matchId}/scorecard`,
  publicScorecard: (matchId: number) => `/api/matches/${matchId}/scorecard`,
} as const;
