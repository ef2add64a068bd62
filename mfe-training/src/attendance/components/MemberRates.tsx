import type { MemberAttendanceRate } from '@cricket/contracts';
import { PagedTable } from '../../common/components/PagedTable';
import { formatRate } from '../../common/utils/format';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { RateBar } from './RateBar';

/** Each member's sessions, attendances and rate. */
export function MemberRates({ members }: { members: MemberAttendanceRate[] }) {
  return (
    <PagedTable<MemberAttendanceRate>
      rowKey={(row) => row.memberId}
      size="small"
      dataSource={members}
      columns={[
        { key: 'name', title: ATTENDANCE_UI_TEXTS.memberName, dataIndex: 'name' },
        { key: 'list', title: ATTENDANCE_UI_TEXTS.list, dataIndex: 'listName' },
        { key: 'sessions', title: ATTENDANCE_UI_TEXTS.sessions, dataIndex: 'sessions' },
        { key: 'present', title: ATTENDANCE_UI_TEXTS.attended, render: (_, row) => row.present + row.late },
        { key: 'rate', title: ATTENDANCE_UI_TEXTS.rate, render: (_, row) => <span aria-label={`${row.name} ${formatRate(row.rate)}`}>{formatRate(row.rate)}</span> },
        { key: 'bar', title: '', render: (_, row) => <RateBar rate={row.rate} label={row.name} /> },
      ]}
    />
  );
}
