import type { SessionAttendee } from '@cricket/contracts';
import { Table } from 'antd';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { AttendanceStatusTag } from './AttendanceStatusTag';

/** A session's roster with each person's mark and how it was made. */
export function AttendeesTable({ attendees }: { attendees: SessionAttendee[] }) {
  return (
    <Table<SessionAttendee>
      rowKey="memberId"
      size="small"
      dataSource={attendees}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      columns={[
        { key: 'name', title: ATTENDANCE_UI_TEXTS.memberName, dataIndex: 'name' },
        { key: 'status', title: UI_TEXTS.status, render: (_, row) => <AttendanceStatusTag status={row.status} /> },
        { key: 'method', title: ATTENDANCE_UI_TEXTS.method, render: (_, row) => (row.method ? ATTENDANCE_UI_TEXTS.methods[row.method] : '—') },
      ]}
    />
  );
}
