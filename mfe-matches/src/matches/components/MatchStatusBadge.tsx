import { MATCH_STATUS_COLORS, type MatchStatus } from '@cricket/contracts';
import { Tag } from 'antd';

/** Status badge in the colours of core §4: live red, upcoming blue, completed green. */
export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  return (
    <Tag color={MATCH_STATUS_COLORS[status]} data-status={status} style={{ textTransform: 'capitalize' }}>
      {status}
    </Tag>
  );
}
