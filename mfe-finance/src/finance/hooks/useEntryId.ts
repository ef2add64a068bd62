import { parseId } from '@cricket/contracts';
import { useParams } from '@cricket/shell-sdk/router';

/** The entry id of the current route's `:id`, null for an id the API would refuse (parseId). */
export function useEntryId(): number | null {
  return parseId(useParams().id);
}
