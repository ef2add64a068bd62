import { attendanceRate, formatDate, type AttendanceSessionResponse } from '@cricket/contracts';
import { Link } from '@cricket/shell-sdk/router';
import { PagedTable } from '../../common/components/PagedTable';
import { formatRate, formatTimeRange } from '../../common/utils/format';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { SessionStatusTag } from './SessionStatusTag';

/** Sessions with their list, time, status and how many attended. */
export function SessionsTable({ sessions, showList = true }: { sessions: AttendanceSessionResponse[]; showList?: boolean }) {
  return (
    <PagedTable<AttendanceSessionResponse>
      rowKey="id"
      dataSource={sessions}
      columns={[
        { key: 'date', title: UI_TEXTS.date, render: (_, row) => formatDate(row.date) },
        { key: 'title', title: ATTENDANCE_UI_TEXTS.sessionTitle, render: (_, row) => <Link to={`/sessions/${row.id}`}>{row.title}</Link> },
        ...(showList ? [{ key: 'list', title: ATTENDANCE_UI_TEXTS.list, render: (_: unknown, row: AttendanceSessionResponse) => <Link to={`/lists/${row.listId}`}>{row.listName}</Link> }] : []),
        { key: 'time', title: ATTENDANCE_UI_TEXTS.time, render: (_, row) => formatTimeRange(row.startTime, row.endTime) },
        { key: 'status', title: UI_TEXTS.status, render: (_, row) => <SessionStatusTag status={row.status} /> },
        { key: 'present', title: ATTENDANCE_UI_TEXTS.attended, render: (_, row) => `${row.counts.present + row.counts.late} / ${row.rosterSize}` },
        { key: 'rate', title: ATTENDANCE_UI_TEXTS.rate, render: (_, row) => formatRate(attendanceRate(row.counts)) },
      ]}
    />
  );
}
