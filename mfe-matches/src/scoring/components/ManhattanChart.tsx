import type { InningsScorecard } from '@cricket/contracts';
import { Typography } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { inningsColor, inningsLabel, PAD, PLOT_H, PLOT_W } from '../utils/overCharts';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';

/** Manhattan: the runs of every over as bars, the innings side by side; an over with a wicket is marked. */
export function ManhattanChart({ innings }: { innings: InningsScorecard[] }) {
  const overs = Math.max(1, ...innings.map((one) => one.overSummaries.length));
  const maxRuns = Math.max(1, ...innings.flatMap((one) => one.overSummaries.map((over) => over.runs)));
  const slot = PLOT_W / overs;
  const bar = Math.max(2, (slot - 4) / Math.max(1, innings.length));
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text strong>{TEXTS.manhattan}</Typography.Text>
      <ChartFrame title={TEXTS.manhattan} maxValue={maxRuns} overs={overs}>
        {innings.map((one, index) =>
          one.overSummaries.map((over) => {
            const height = (over.runs / maxRuns) * PLOT_H;
            const left = PAD.left + (over.number - 1) * slot + 2 + index * bar;
            return (
              <g key={`${one.number}-${over.number}`}>
                <rect x={left} y={PAD.top + PLOT_H - height} width={bar - 1} height={height} fill={inningsColor(index)}>
                  <title>{`${inningsLabel(one)}, over ${over.number}: ${over.runs} runs${over.wickets > 0 ? `, ${over.wickets} wkt` : ''}`}</title>
                </rect>
                {over.wickets > 0 && <circle cx={left + (bar - 1) / 2} cy={PAD.top + PLOT_H - height - 4} r={3} fill="#ff4d4f" />}
              </g>
            );
          }),
        )}
      </ChartFrame>
      <ChartLegend innings={innings} />
    </figure>
  );
}
