import type { SessionStatus } from '@cricket/contracts';
import { Empty, Segmented } from 'antd';
import { useState } from 'react';
import { QueryView } from '../../common/QueryView';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { GuardedLinkButton } from '../components/GuardedLinkButton';
import { SessionsTable } from '../components/SessionsTable';
import { useSessions } from '../hooks/useAttendanceQueries';

type Filter = SessionStatus | 'all';

function SessionList() {
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
      <QueryView query={query} isEmpty={(sessions) => sessions.length === 0} empty={<Empty description={ATTENDANCE_UI_TEXTS.noSessions} />}>
        {(sessions) => <SessionsTable sessions={sessions} />}
      </QueryView>
    </>
  );
}

/** /sessions: every session of the workspace, newest first. */
export function SessionsPage() {
  return (
    <AttendancePage
      title={ATTENDANCE_UI_TEXTS.sessionsTitle}
      subtitle={ATTENDANCE_UI_TEXTS.sessionsSubtitle}
      extra={<GuardedLinkButton to="/new-session" action="create" label={ATTENDANCE_UI_TEXTS.newSession} primary />}
    >
      <SessionList />
    </AttendancePage>
  );
}
