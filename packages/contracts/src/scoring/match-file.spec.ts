import { MATCH_FILE_PATHS, MATCH_IMPORT_BATCH_CHUNK_BYTES, MATCH_IMPORT_BATCH_MAX_FILES, importBatches } from './match-file';

describe('match file imports', () => {
  it('names the tournament in the query only when there is one', () => {
    expect(MATCH_FILE_PATHS.import()).toBe('/api/my/matches/import?format=cricsheet');
    expect(MATCH_FILE_PATHS.importBatch('cricsheet', 12)).toBe('/api/my/matches/import/batch?format=cricsheet&tournamentId=12');
  });

  it('groups files into batches within the chunk size and file count, in order; a larger file goes alone', () => {
    const file = (name: string, size: number) => ({ name, size });
    const quarter = MATCH_IMPORT_BATCH_CHUNK_BYTES / 4;
    const batches = importBatches([file('a', quarter), file('b', quarter * 2), file('c', quarter * 2), file('d', MATCH_IMPORT_BATCH_CHUNK_BYTES * 2), file('e', 1)]);
    expect(batches.map((batch) => batch.map((one) => one.name))).toEqual([['a', 'b'], ['c'], ['d'], ['e']]);
    const many = importBatches(Array.from({ length: MATCH_IMPORT_BATCH_MAX_FILES + 1 }, (_, i) => file(String(i), 1)));
    expect(many.map((batch) => batch.length)).toEqual([MATCH_IMPORT_BATCH_MAX_FILES, 1]);
    expect(importBatches([])).toEqual([]);
  });
});
