import { useParams } from '@cricket/shell-sdk/router';

/** The numeric `:id` of a view or edit route, null on a new-entry route or a malformed id. */
export function entryIdOf(id: string | undefined): number | null {
  return id && /^\d+$/.test(id) ? Number(id) : null;
}

/** The entry id of the current route (entryIdOf its `:id`). */
export function useEntryId(): number | null {
  return entryIdOf(useParams().id);
}
