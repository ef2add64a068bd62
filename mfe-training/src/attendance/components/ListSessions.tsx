import { ListQueryView } from '../../common/components/ListQueryView';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { useSessions } from '../hooks/useAttendanceQueries';
import { SessionsTable } from './SessionsTable';

/** The sessions of one list. */
export function ListSessions({ listId }: { listId: number }) {
  const query = useSessions({ listId });
  return (
    <ListQueryView query={query} emptyText={ATTENDANCE_UI_TEXTS.noSessions}>
      {(sessions) => <SessionsTable sessions={sessions} showList={false} />}
    </ListQueryView>
  );
}
