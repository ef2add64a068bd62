import { Progress } from 'antd';
import { formatRate } from '../../common/utils/format';

/** An attendance rate as a bar, or '—' when nobody could attend; `label` names whose rate it is. */
export function RateBar({ rate, label }: { rate: number | null; label: string }) {
  if (rate === null) return <>{formatRate(rate)}</>;
  return <Progress aria-label={`${label} ${formatRate(rate)}`} percent={Math.round(rate)} size="small" status="normal" style={{ minWidth: 140, margin: 0 }} />;
}
