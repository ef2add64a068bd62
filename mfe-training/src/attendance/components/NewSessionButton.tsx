import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { GuardedLinkButton } from './GuardedLinkButton';

/** New Session (of the given list when there is one), for those allowed to create sessions. */
export function NewSessionButton({ listId }: { listId?: number }) {
  return <GuardedLinkButton to={listId === undefined ? '/new-session' : `/new-session?listId=${listId}`} action="create" label={ATTENDANCE_UI_TEXTS.newSession} primary />;
}
