import {
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  PERMISSION_DENIED_TOOLTIP,
  type AttendanceSessionDetail,
  type AttendanceStatus,
  type SessionAttendee,
} from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Alert, Button, Card, Empty, Flex, Radio, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../common/format';
import { QueryView } from '../../common/QueryView';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { useSaveMarks } from '../hooks/useAttendanceMutations';
import { useSession, useSessions } from '../hooks/useAttendanceQueries';

type Marks = Record<number, AttendanceStatus | undefined>;

const initialMarks = (attendees: SessionAttendee[]): Marks => Object.fromEntries(attendees.map((a) => [a.memberId, a.status ?? undefined]));

function MarkSheet({ session }: { session: AttendanceSessionDetail }) {
  const [marks, setMarks] = useState<Marks>(() => initialMarks(session.attendees));
  const save = useSaveMarks();
  const setAll = (status: AttendanceStatus) => setMarks(Object.fromEntries(session.attendees.map((a) => [a.memberId, status])));
  const chosen = Object.entries(marks).flatMap(([memberId, status]) => (status ? [{ memberId: Number(memberId), status }] : []));
  if (session.attendees.length === 0) return <Empty description={ATTENDANCE_UI_TEXTS.noMembers} />;
  return (
    <Card
      title={`${session.title} · ${formatDate(session.date)}`}
      extra={
        <Button type="primary" disabled={chosen.length === 0} loading={save.isPending} onClick={() => save.mutate({ sessionId: session.id, payload: { marks: chosen } })}>
          {ATTENDANCE_UI_TEXTS.saveAttendance}
        </Button>
      }
    >
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        <Typography.Text strong>{ATTENDANCE_UI_TEXTS.markAll}:</Typography.Text>
        {ATTENDANCE_STATUSES.map((status) => (
          <Button key={status} size="small" onClick={() => setAll(status)}>
            {ATTENDANCE_UI_TEXTS.allAs(ATTENDANCE_STATUS_LABELS[status])}
          </Button>
        ))}
      </Flex>
      <Table<SessionAttendee>
        rowKey="memberId"
        size="small"
        dataSource={session.attendees}
        pagination={false}
        columns={[
          { key: 'name', title: ATTENDANCE_UI_TEXTS.memberName, dataIndex: 'name' },
          {
            key: 'mark',
            title: ATTENDANCE_UI_TEXTS.mark,
            render: (_, row) => (
              <Radio.Group
                aria-label={`${ATTENDANCE_UI_TEXTS.mark}: ${row.name}`}
                optionType="button"
                size="small"
                value={marks[row.memberId]}
                onChange={(event) => setMarks({ ...marks, [row.memberId]: event.target.value as AttendanceStatus })}
                options={ATTENDANCE_STATUSES.map((status) => ({ value: status, label: ATTENDANCE_STATUS_LABELS[status] }))}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}

function SessionSheet({ id }: { id: number }) {
  const query = useSession(id);
  // Keyed by the answer's marks so a refetch after saving starts the sheet from the stored marks.
  return <QueryView query={query}>{(session) => <MarkSheet key={`${session.id}-${query.dataUpdatedAt}`} session={session} />}</QueryView>;
}

function MarkAttendance() {
  const [params, setParams] = useSearchParams();
  const sessions = useSessions();
  const sessionId = Number(params.get('session')) || undefined;
  return (
    <Flex vertical gap={16}>
      <Select
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

/** /mark-attendance: the coach marks present, absent, late or excused, one by one or for everyone at once. */
export function MarkAttendancePage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.markTitle} subtitle={ATTENDANCE_UI_TEXTS.markSubtitle}>
      <PermissionGuard module="attendance" action="edit" fallback={<Alert type="warning" showIcon title={PERMISSION_DENIED_TOOLTIP} />}>
        <MarkAttendance />
      </PermissionGuard>
    </AttendancePage>
  );
}
