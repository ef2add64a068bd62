import type { ReactNode } from 'react';
import { HEIGHT, PAD, PLOT_H, PLOT_W, WIDTH } from '../utils/overCharts';

/** Axes with the top value and the over numbers along the bottom. */
export function ChartFrame({ title, maxValue, overs, children }: { title: string; maxValue: number; overs: number; children: ReactNode }) {
  const step = Math.max(1, Math.ceil(overs / 10));
  return (
    <svg role="img" aria-label={title} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ maxWidth: 560, display: 'block' }}>
      <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={PAD.top + PLOT_H} stroke="#d9d9d9" />
      <line x1={PAD.left} y1={PAD.top + PLOT_H} x2={PAD.left + PLOT_W} y2={PAD.top + PLOT_H} stroke="#d9d9d9" />
      <text x={PAD.left - 4} y={PAD.top + 8} fontSize={9} textAnchor="end" fill="#8c8c8c">
        {maxValue}
      </text>
      {Array.from({ length: overs }, (_, index) => index + 1)
        .filter((over) => over % step === 0 || over === 1)
        .map((over) => (
          <text key={over} x={PAD.left + ((over - 0.5) / overs) * PLOT_W} y={HEIGHT - 6} fontSize={9} textAnchor="middle" fill="#8c8c8c">
            {over}
          </text>
        ))}
      {children}
    </svg>
  );
}
