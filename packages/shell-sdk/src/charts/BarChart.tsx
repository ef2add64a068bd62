import { Flex, theme, Typography } from 'antd';

export interface BarSeries {
  name: string;
  color?: string;
}

export interface BarGroup {
  key?: string | number;
  /** Under the bars (a month, a short date). */
  label: string;
  /** One value per series, in the series' order; null draws no bar (nothing measured). */
  values: (number | null)[];
}

export interface BarChartProps {
  title: string;
  groups: BarGroup[];
  /** Named series get a legend and their name in each bar's title; none is one unnamed series. */
  series?: BarSeries[];
  /** The top of the scale; the largest value when absent. */
  max?: number;
  /** How a value reads in its title and label ('75%', '₹1,200'). */
  format?: (value: number) => string;
  height?: number;
}

const BAR = 22;
const GAP = 12;
const LABEL_SPACE = 30;

/**
 * The one bar chart of the front ends: grouped bars as plain SVG, small, printable, readable by
 * tests through each bar's title, and scrolling inside itself rather than widening a phone's page.
 */
export function BarChart({ title, groups, series, max, format = String, height = 180 }: BarChartProps) {
  const { token } = theme.useToken();
  const bars = series ?? [{ name: '' }];
  const top = max ?? Math.max(1, ...groups.flatMap((group) => group.values.map((value) => value ?? 0)));
  const groupWidth = bars.length * BAR + GAP;
  const width = Math.max(groups.length * groupWidth + GAP, 200);
  const plot = height - LABEL_SPACE;
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <div style={{ overflowX: 'auto' }}>
        <svg role="img" aria-label={title} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
          <line x1={0} x2={width} y1={plot} y2={plot} stroke={token.colorBorder} />
          {groups.map((group, g) => {
            const x0 = GAP + g * groupWidth;
            return (
              <g key={group.key ?? group.label}>
                {group.values.map((value, s) => {
                  const x = x0 + s * BAR;
                  const text = value === null ? '—' : format(value);
                  const barHeight = value === null ? 0 : Math.max(2, (Math.min(value, top) / top) * (plot - 16));
                  const name = bars[s].name;
                  return (
                    <g key={name || s}>
                      <title>{`${group.label}${name ? ` ${name}` : ''}: ${text}`}</title>
                      <rect x={x} y={plot - barHeight} width={BAR - 2} height={barHeight} rx={2} fill={bars[s].color ?? token.colorPrimary} />
                      {bars.length === 1 && (
                        <text x={x + BAR / 2} y={plot - barHeight - 4} textAnchor="middle" fontSize={10} fill={token.colorText}>
                          {text}
                        </text>
                      )}
                    </g>
                  );
                })}
                <text x={x0 + (bars.length * BAR) / 2} y={plot + 14} textAnchor="middle" fontSize={10} fill={token.colorTextSecondary}>
                  {group.label}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      {series && (
        <Flex gap={12} wrap>
          {series.map((s) => (
            <Flex key={s.name} gap={4} align="center">
              <span style={{ width: 10, height: 10, background: s.color ?? token.colorPrimary, display: 'inline-block' }} />
              <Typography.Text type="secondary">{s.name}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </figure>
  );
}
