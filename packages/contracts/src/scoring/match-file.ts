/**
 * Match files: a whole scored match imported from, or exported to, a file format (Cricsheet JSON).
 * Paths, limits, answers and messages of POST /api/my/matches/import and GET …/export.
 */

export const MATCH_FILE_FORMATS = ['cricsheet'] as const;
export type MatchFileFormat = (typeof MATCH_FILE_FORMATS)[number];

/** The import paths without their query: the gateway and the service allow them a larger body. */
export const MATCH_IMPORT_PATH = '/api/my/matches/import';
export const MATCH_IMPORT_BATCH_PATH = '/api/my/matches/import/batch';

/** The query of an import: the file format, and the tournament (of the current workspace) the match goes into. */
const importQuery = (format: MatchFileFormat, tournamentId: number | null) => `?format=${format}${tournamentId === null ? '' : `&tournamentId=${tournamentId}`}`;

export const MATCH_FILE_PATHS = {
  /** POST a match file as the JSON body: answers 201 MatchImportResponse. */
  import: (format: MatchFileFormat = 'cricsheet', tournamentId: number | null = null) => `${MATCH_IMPORT_PATH}${importQuery(format, tournamentId)}`,
  /** POST MatchImportBatchRequest: answers 200 MatchImportBatchResponse, one outcome per file. */
  importBatch: (format: MatchFileFormat = 'cricsheet', tournamentId: number | null = null) => `${MATCH_IMPORT_BATCH_PATH}${importQuery(format, tournamentId)}`,
  /** GET the match as a file of that format. */
  export: (matchId: number, format: MatchFileFormat = 'cricsheet') => `/api/my/matches/${matchId}/export?format=${format}`,
} as const;

/** A Test match in Cricsheet JSON is 1–2 MB; other requests keep the 1 MB limit. */
export const MATCH_IMPORT_BODY_LIMIT_BYTES = 5 * 1024 * 1024;
/** A batch carries several files; clients send chunks of at most MATCH_IMPORT_BATCH_CHUNK_BYTES. */
export const MATCH_IMPORT_BATCH_BODY_LIMIT_BYTES = 16 * 1024 * 1024;
export const MATCH_IMPORT_BATCH_CHUNK_BYTES = 4 * 1024 * 1024;
export const MATCH_IMPORT_BATCH_MAX_FILES = 100;
export const MATCH_IMPORT_FILE_NAME_MAX = 255;

export interface MatchImportResponse {
  id: number;
  /** The same file was imported into this workspace before: id is that match. */
  alreadyImported: boolean;
}

/** POST …/import/batch: files as picked (name) with their parsed JSON (match). */
export interface MatchImportBatchRequest {
  files: { name: string; match: unknown }[];
}

/** One file's outcome: the match it made or already made, or why it was refused (the message a single import answers). */
export type MatchImportOutcome = { name: string } & (MatchImportResponse | { error: string });

export interface MatchImportBatchResponse {
  results: MatchImportOutcome[];
}

/** Where a match with no venue in its file is said to have been played. */
export const UNKNOWN_VENUE = 'Unknown venue';

export const MATCH_FILE_MESSAGES = {
  format: `Format must be one of ${MATCH_FILE_FORMATS.join(', ')}`,
  notCricsheet: (problem: string) => `Not a Cricsheet match file: ${problem}`,
  refused: (problem: string) => `The file's deliveries cannot be scored: ${problem}`,
  tournamentId: 'tournamentId must be a tournament id',
  batchFiles: `files must be a list of 1 to ${MATCH_IMPORT_BATCH_MAX_FILES} entries, each with a name and a match`,
  notJson: 'Not a JSON file',
  failed: 'The file could not be imported',
  /** A team registered in the tournament by another workspace is used as it is: its squad must name the file's players. */
  notInSquad: (team: string, player: string) => `${player} is not in the squad of ${team}, registered in the tournament by another workspace`,
} as const;

/**
 * Files in the order given, grouped into batches a client sends one after another: each at most
 * MATCH_IMPORT_BATCH_CHUNK_BYTES (a larger file goes alone) and MATCH_IMPORT_BATCH_MAX_FILES files.
 */
export function importBatches<T extends { size: number }>(files: readonly T[]): T[][] {
  const batches: T[][] = [];
  let bytes = 0;
  for (const file of files) {
    const last = batches[batches.length - 1];
    if (last && last.length < MATCH_IMPORT_BATCH_MAX_FILES && bytes + file.size <= MATCH_IMPORT_BATCH_CHUNK_BYTES) {
      last.push(file);
      bytes += file.size;
    } else {
      batches.push([file]);
      bytes = file.size;
    }
  }
  return batches;
}

export function isMatchFileFormat(value: unknown): value is MatchFileFormat {
  return (MATCH_FILE_FORMATS as readonly unknown[]).includes(value);
}
