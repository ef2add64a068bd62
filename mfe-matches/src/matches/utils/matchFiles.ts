import { MATCH_FILE_MESSAGES, type MatchImportOutcome } from '@cricket/contracts';
import { strFromU8, unzipSync } from 'fflate';

/** A picked match file, parsed: what a batch import sends (name, match) and its size for chunking. */
export interface PickedMatchFile {
  name: string;
  size: number;
  match: unknown;
}

export interface PickedMatchFiles {
  files: PickedMatchFile[];
  /** Files that are not JSON, answered here as the server would refuse them. */
  unreadable: MatchImportOutcome[];
}

const isJson = (name: string) => name.toLowerCase().endsWith('.json');
const isZip = (name: string) => name.toLowerCase().endsWith('.zip');

/** A picked file's bytes, through FileReader, which every browser (and jsdom) has. */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

function parsed(name: string, text: string): PickedMatchFile | MatchImportOutcome {
  try {
    return { name, size: text.length, match: JSON.parse(text) as unknown };
  } catch {
    return { name, error: MATCH_FILE_MESSAGES.notJson };
  }
}

/**
 * The match files among what was picked: JSON files, and the JSON files inside zips. Anything else
 * (a folder's README, its INDEX.tsv) is not a match file and is left out. Sorted by name.
 */
export async function readMatchFiles(picked: readonly File[]): Promise<PickedMatchFiles> {
  const read: (PickedMatchFile | MatchImportOutcome)[] = [];
  for (const file of picked) {
    if (isJson(file.name)) read.push(parsed(file.name, strFromU8(await bytesOf(file))));
    if (isZip(file.name)) {
      const entries = unzipSync(await bytesOf(file), { filter: (entry) => isJson(entry.name) });
      for (const [name, bytes] of Object.entries(entries)) read.push(parsed(name.split('/').pop()!, strFromU8(bytes)));
    }
  }
  read.sort((a, b) => a.name.localeCompare(b.name));
  return {
    files: read.filter((one): one is PickedMatchFile => 'match' in one),
    unreadable: read.filter((one): one is MatchImportOutcome => 'error' in one),
  };
}
