import {
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  type AttendanceSessionDetail,
  type AttendanceStatus,
  type SessionAttendee,
  formatDate,
} from '@cricket/contracts';
import { Button, Card, Empty, Flex, Radio, Table, Typography } from 'antd';
import { useState } from 'react';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { useSaveMarks } from '../hooks/useAttendanceMutations';

type Marks = Record<number, AttendanceStatus | undefined>;

const initialMarks = (attendees: SessionAttendee[]): Marks => Object.fromEntries(attendees.map((a) => [a.memberId, a.status ?? undefined]));

/** Marks everyone on a session's roster, one by one or all at once, and saves the marks together. */
export function MarkSheet({ session }: { session: AttendanceSessionDetail }) {
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
