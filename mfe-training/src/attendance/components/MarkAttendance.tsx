import { formatDate } from '@cricket/contracts';
import { Empty, Flex, Select } from 'antd';
import { useSearchParams } from '@cricket/shell-sdk/router';
import { QueryView } from '../../common/components/QueryView';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { useSession, useSessions } from '../hooks/useAttendanceQueries';
import { MarkSheet } from './MarkSheet';

function SessionSheet({ id }: { id: number }) {
  const query = useSession(id);
  // Keyed by the answer's marks so a refetch after saving starts the sheet from the stored marks.
  return <QueryView query={query}>{(session) => <MarkSheet key={`${session.id}-${query.dataUpdatedAt}`} session={session} />}</QueryView>;
}

/** Choose a session, then mark its roster. */
export function MarkAttendance() {
  const [params, setParams] = useSearchParams();
  const sessions = useSessions();
  const sessionId = Number(params.get('session')) || undefined;
  return (
    <Flex vertical gap={16}>
      <Select
        aria-label={ATTENDANCE_UI_TEXTS.chooseSession}
        style={{ maxWidth: 480 }}
        showSearch
        optionFilterProp="label"
        loading={sessions.isLoading}
        value={sessionId}
        placeholder={ATTENDANCE_UI_TEXTS.chooseSession}
        onChange={(id: number) => setParams({ session: String(id) })}
        options={(sessions.data ?? []).map((s) => ({ value: s.id, label: `${formatDate(s.date)} · ${s.title} (${s.listName})` }))}
      />
      {sessionId ? <SessionSheet id={sessionId} /> : <Empty description={ATTENDANCE_UI_TEXTS.noSessionChosen} />}
    </Flex>
  );
}
