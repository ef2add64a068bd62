/**
 * Match files: a whole scored match imported from, or exported to, a file format (Cricsheet JSON).
 * Paths, limits, answers and messages of POST /api/my/matches/import and GET …/export.
 */

export const MATCH_FILE_FORMATS = ['cricsheet'] as const;
export type MatchFileFormat = (typeof MATCH_FILE_FORMATS)[number];

/** The import path without its query: the gateway and the service allow it a larger body. */
export const MATCH_IMPORT_PATH = '/api/my/matches/import';

export const MATCH_FILE_PATHS = {
  /** POST a match file as the JSON body: answers 201 MatchImportResponse. */
  import: (format: MatchFileFormat = 'cricsheet') => `${MATCH_IMPORT_PATH}?format=${format}`,
  /** GET the match as a file of that format. */
  export: (matchId: number, format: MatchFileFormat = 'cricsheet') => `/api/my/matches/${matchId}/export?format=${format}`,
} as const;

/** A Test match in Cricsheet JSON is 1–2 MB; other requests keep the 1 MB limit. */
export const MATCH_IMPORT_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export interface MatchImportResponse {
  id: number;
}

/** Where a match with no venue in its file is said to have been played. */
export const UNKNOWN_VENUE = 'Unknown venue';

export const MATCH_FILE_MESSAGES = {
  format: `Format must be one of ${MATCH_FILE_FORMATS.join(', ')}`,
  notCricsheet: (problem: string) => `Not a Cricsheet match file: ${problem}`,
  refused: (problem: string) => `The file's deliveries cannot be scored: ${problem}`,
} as const;

export function isMatchFileFormat(value: unknown): value is MatchFileFormat {
  return (MATCH_FILE_FORMATS as readonly unknown[]).includes(value);
}
