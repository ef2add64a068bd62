import { Progress } from 'antd';
import { formatRate } from '../../common/utils/format';

/** An attendance rate as a bar, or '—' when nobody could attend. */
export function RateBar({ rate }: { rate: number | null }) {
  if (rate === null) return <>{formatRate(rate)}</>;
  return <Progress percent={Math.round(rate)} size="small" status="normal" style={{ minWidth: 140, margin: 0 }} />;
}
