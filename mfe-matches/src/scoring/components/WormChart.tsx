import type { InningsScorecard } from '@cricket/contracts';
import { Typography } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { inningsColor, inningsLabel, PAD, PLOT_H, PLOT_W } from '../utils/overCharts';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';

/** Worm: each innings' total after every over, one line per innings. */
export function WormChart({ innings }: { innings: InningsScorecard[] }) {
  const overs = Math.max(1, ...innings.map((one) => one.overSummaries.length));
  const maxRuns = Math.max(1, ...innings.flatMap((one) => one.overSummaries.map((over) => over.cumulativeRuns)));
  const x = (over: number) => PAD.left + (over / overs) * PLOT_W;
  const y = (runs: number) => PAD.top + PLOT_H - (runs / maxRuns) * PLOT_H;
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text strong>{TEXTS.worm}</Typography.Text>
      <ChartFrame title={TEXTS.worm} maxValue={maxRuns} overs={overs}>
        {innings.map((one, index) => (
          <g key={one.number}>
            <polyline
              fill="none"
              stroke={inningsColor(index)}
              strokeWidth={2}
              points={[`${x(0)},${y(0)}`, ...one.overSummaries.map((over) => `${x(over.number)},${y(over.cumulativeRuns)}`)].join(' ')}
            />
            {one.overSummaries.map((over) => (
              <circle key={over.number} cx={x(over.number)} cy={y(over.cumulativeRuns)} r={over.wickets > 0 ? 4 : 2.5} fill={over.wickets > 0 ? '#ff4d4f' : inningsColor(index)}>
                <title>{`${inningsLabel(one)}, over ${over.number}: ${over.cumulativeRuns}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </ChartFrame>
      <ChartLegend innings={innings} />
    </figure>
  );
}
