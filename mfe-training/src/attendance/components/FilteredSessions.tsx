import type { SessionStatus } from '@cricket/contracts';
import { Segmented } from 'antd';
import { useState } from 'react';
import { ListQueryView } from '../../common/components/ListQueryView';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { useSessions } from '../hooks/useAttendanceQueries';
import { SessionsTable } from './SessionsTable';

type Filter = SessionStatus | 'all';

/** Every session of the workspace, or only the open or the closed ones. */
export function FilteredSessions() {
  const [filter, setFilter] = useState<Filter>('all');
  const query = useSessions(filter === 'all' ? {} : { status: filter });
  return (
    <>
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        style={{ marginBottom: 16 }}
        options={[
          { value: 'all', label: ATTENDANCE_UI_TEXTS.allSessions },
          { value: 'open', label: ATTENDANCE_UI_TEXTS.sessionOpen },
          { value: 'closed', label: ATTENDANCE_UI_TEXTS.sessionClosed },
        ]}
      />
      <ListQueryView query={query} emptyText={ATTENDANCE_UI_TEXTS.noSessions}>
        {(sessions) => <SessionsTable sessions={sessions} />}
      </ListQueryView>
    </>
  );
}
