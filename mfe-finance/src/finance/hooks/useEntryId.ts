import { useParams } from '@cricket/shell-sdk/router';

/** The numeric `:id` of a view or edit route, null on a new-entry route or a malformed id. */
export function useEntryId(): number | null {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? Number(id) : null;
}
