import { formatRupees } from '@cricket/contracts';
import { Empty, Flex, Progress, Typography } from 'antd';
import { FINANCE_UI_TEXTS } from '../../texts';

export interface BarSeries {
  name: string;
  color: string;
}

export interface BarRow {
  key: string;
  label: string;
  /** One amount in paise per series, in the series' order. */
  amounts: number[];
}

interface AmountBarsProps {
  series: BarSeries[];
  rows: BarRow[];
}

/** A horizontal bar chart of amounts; bars are scaled to the largest amount shown. */
export function AmountBars({ series, rows }: AmountBarsProps) {
  const max = Math.max(0, ...rows.flatMap((row) => row.amounts));
  if (max === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={FINANCE_UI_TEXTS.noChartData} />;
  return (
    <Flex vertical gap={12}>
      {series.length > 1 && (
        <Flex gap={16} wrap>
          {series.map((s) => (
            <Flex key={s.name} gap={6} align="center">
              <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: s.color, display: 'inline-block' }} />
              <Typography.Text type="secondary">{s.name}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
      {rows.map((row) => (
        <div key={row.key} data-testid="bar-row">
          <Typography.Text>{row.label}</Typography.Text>
          {row.amounts.map((amount, index) => (
            <Flex key={series[index].name} gap={8} align="center">
              <Progress
                aria-label={`${row.label} ${series[index].name}`}
                percent={(amount / max) * 100}
                showInfo={false}
                strokeColor={series[index].color}
                size="small"
                style={{ flex: 1, margin: 0 }}
              />
              <Typography.Text style={{ minWidth: 110, textAlign: 'right' }}>{formatRupees(amount)}</Typography.Text>
            </Flex>
          ))}
        </div>
      ))}
    </Flex>
  );
}
