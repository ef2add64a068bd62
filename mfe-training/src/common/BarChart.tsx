import { theme, Typography } from 'antd';

export interface BarPoint {
  key: string | number;
  /** Under the bar (a short date). */
  label: string;
  /** null draws no bar (nothing to measure that day). */
  value: number | null;
}

export interface BarChartProps {
  title: string;
  points: BarPoint[];
  /** The top of the scale; the largest value when absent. */
  max?: number;
  /** How a value reads in its tooltip and accessible name ('75%', '2.5 h'). */
  format: (value: number) => string;
  height?: number;
}

const BAR = 28;
const GAP = 10;
const LABEL_SPACE = 34;

/** A small SVG bar chart over time, light enough to need no chart library. */
export function BarChart({ title, points, max, format, height = 180 }: BarChartProps) {
  const { token } = theme.useToken();
  const top = max ?? Math.max(1, ...points.map((point) => point.value ?? 0));
  const width = Math.max(points.length * (BAR + GAP) + GAP, 200);
  const plot = height - LABEL_SPACE;
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <div style={{ overflowX: 'auto' }}>
        <svg role="img" aria-label={title} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
          <line x1={0} x2={width} y1={plot} y2={plot} stroke={token.colorBorder} />
          {points.map((point, index) => {
            const x = GAP + index * (BAR + GAP);
            const value = point.value ?? 0;
            const barHeight = point.value === null ? 0 : Math.max(2, (Math.min(value, top) / top) * (plot - 16));
            const text = point.value === null ? '—' : format(value);
            return (
              <g key={point.key}>
                <title>{`${point.label}: ${text}`}</title>
                <rect x={x} y={plot - barHeight} width={BAR} height={barHeight} rx={3} fill={token.colorPrimary} />
                <text x={x + BAR / 2} y={plot - barHeight - 4} textAnchor="middle" fontSize={10} fill={token.colorText}>
                  {text}
                </text>
                <text x={x + BAR / 2} y={plot + 14} textAnchor="middle" fontSize={10} fill={token.colorTextSecondary}>
                  {point.label}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
