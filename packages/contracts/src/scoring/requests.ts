import { oneOf, v } from '../validation/schema';
import { expectedSequence, scoringEvent, scoringRules, SCORING_API_MESSAGES } from './api';
import { MATCH_FILE_FORMATS, MATCH_FILE_MESSAGES } from './match-file';
import { playingXI } from './playing-xi';

/** POST /api/my/matches/{id}/scoring (StartScoringRequest): players per side are the match's own, not a setting. */
export const startScoringBody = v.object({
  rules: v.pipe(
    scoringRules,
    v.check((rules) => rules.playersPerSide === undefined, SCORING_API_MESSAGES.playersPerSideOfMatch),
  ),
  playingXI,
});
export type StartScoringBody = v.InferOutput<typeof startScoringBody>;

/** POST .../scoring/events and PUT .../scoring/events/{seq} (AppendScoringEventRequest, EditScoringEventRequest). */
export const scoringEventBody = v.object({ expectedSequence, event: scoringEvent });
export type ScoringEventBody = v.InferOutput<typeof scoringEventBody>;

/** POST .../scoring/undo (UndoScoringRequest): the last event unless the last delivery is asked for. */
export const undoScoringBody = v.object({
  expectedSequence,
  last: v.nullish(oneOf(['event', 'delivery'], SCORING_API_MESSAGES.undoLast), 'event'),
});
export type UndoScoringBody = v.InferOutput<typeof undoScoringBody>;

const format = oneOf(MATCH_FILE_FORMATS, MATCH_FILE_MESSAGES.format);
const IMPORT_TOURNAMENT_ID = /^\d{1,9}$/;

/** ?format=&tournamentId= of an import: an absent or empty tournament is none. */
export const matchImportQuery = v.object({
  format,
  tournamentId: v.pipe(
    v.optional(
      v.union(
        [
          v.literal(''),
          v.pipe(
            v.string(MATCH_FILE_MESSAGES.tournamentId),
            v.regex(IMPORT_TOURNAMENT_ID, MATCH_FILE_MESSAGES.tournamentId),
            v.transform(Number),
            v.minValue(1, MATCH_FILE_MESSAGES.tournamentId),
          ),
        ],
        MATCH_FILE_MESSAGES.tournamentId,
      ),
      '',
    ),
    v.transform((id) => (id === '' ? null : id)),
  ),
});
export type MatchImportQuery = v.InferOutput<typeof matchImportQuery>;

/** ?format= of an export. */
export const matchExportQuery = v.object({ format });
export type MatchExportQuery = v.InferOutput<typeof matchExportQuery>;
