import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { GuardedLinkButton } from './GuardedLinkButton';

/** New List, for those allowed to create attendance lists. */
export function NewListButton({ primary = false }: { primary?: boolean }) {
  return <GuardedLinkButton to="/new-list" action="create" label={ATTENDANCE_UI_TEXTS.newList} primary={primary} />;
}
