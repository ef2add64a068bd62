import { ATTENDANCE_STATUS_LABELS, formatDate, type BatchSessionSummary } from '@cricket/contracts';
import { Empty } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { PagedTable } from '../../common/components/PagedTable';
import { formatRate } from '../../common/utils/format';
import { ATTENDANCE_UI_TEXTS, TRAINING_UI_TEXTS, UI_TEXTS } from '../../texts';

/** The attendance sessions of a batch's list with their counts and rate. */
export function BatchAttendanceHistory({ sessions }: { sessions: BatchSessionSummary[] }) {
  if (sessions.length === 0) return <Empty description={TRAINING_UI_TEXTS.noAttendance} />;
  return (
    <PagedTable<BatchSessionSummary>
      rowKey="sessionId"
      size="small"
      dataSource={sessions}
      columns={[
        { key: 'date', title: UI_TEXTS.date, render: (_, row) => formatDate(row.date) },
        { key: 'title', title: ATTENDANCE_UI_TEXTS.sessionTitle, render: (_, row) => <Link to={`/sessions/${row.sessionId}`}>{row.title}</Link> },
        { key: 'present', title: ATTENDANCE_STATUS_LABELS.present, dataIndex: 'present' },
        { key: 'late', title: ATTENDANCE_STATUS_LABELS.late, dataIndex: 'late' },
        { key: 'excused', title: ATTENDANCE_STATUS_LABELS.excused, dataIndex: 'excused' },
        { key: 'absent', title: ATTENDANCE_STATUS_LABELS.absent, dataIndex: 'absent' },
        { key: 'rate', title: TRAINING_UI_TEXTS.attendanceRate, render: (_, row) => formatRate(row.rate) },
      ]}
    />
  );
}
