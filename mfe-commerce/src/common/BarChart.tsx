import { Flex, Typography } from 'antd';

export interface BarSeries {
  name: string;
  color: string;
}

export interface BarGroup {
  label: string;
  /** One value per series, in the series' order. */
  values: number[];
}

interface BarChartProps {
  title: string;
  series: BarSeries[];
  groups: BarGroup[];
  format?: (value: number) => string;
  height?: number;
}

const BAR_WIDTH = 18;
const GAP = 16;
const LABEL_SPACE = 22;

/** Grouped bars as plain SVG: small, printable, and readable by tests through its titles. */
export function BarChart({ title, series, groups, format = String, height = 180 }: BarChartProps) {
  const max = Math.max(1, ...groups.flatMap((group) => group.values));
  const groupWidth = series.length * BAR_WIDTH + GAP;
  const width = Math.max(groupWidth * groups.length + GAP, 240);
  const plot = height - LABEL_SPACE;
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <svg role="img" aria-label={title} width="100%" viewBox={`0 0 ${width} ${height}`} style={{ maxWidth: width, display: 'block' }}>
        {groups.map((group, g) =>
          group.values.map((value, s) => {
            const barHeight = Math.round((value / max) * (plot - 8));
            return (
              <rect
                key={`${group.label}-${series[s].name}`}
                x={GAP + g * groupWidth + s * BAR_WIDTH}
                y={plot - barHeight}
                width={BAR_WIDTH - 2}
                height={barHeight}
                fill={series[s].color}
              >
                <title>{`${group.label} ${series[s].name}: ${format(value)}`}</title>
              </rect>
            );
          }),
        )}
        {groups.map((group, g) => (
          <text key={group.label} x={GAP + g * groupWidth} y={height - 6} fontSize={11} fill="#4b5563">
            {group.label}
          </text>
        ))}
      </svg>
      <Flex gap={12} wrap>
        {series.map((s) => (
          <Flex key={s.name} gap={4} align="center">
            <span style={{ width: 10, height: 10, background: s.color, display: 'inline-block' }} />
            <Typography.Text type="secondary">{s.name}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </figure>
  );
}
