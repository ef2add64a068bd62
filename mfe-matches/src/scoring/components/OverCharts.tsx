import type { InningsScorecard } from '@cricket/contracts';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';

/** One colour per innings in play order (first, second, and the rest of a test or super overs). */
const COLORS = ['#1677ff', '#fa541c', '#52c41a', '#722ed1', '#13c2c2', '#eb2f96'];
const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 28, right: 8, top: 8, bottom: 20 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

const color = (index: number) => COLORS[index % COLORS.length];
const label = (innings: InningsScorecard) => TEXTS.inningsLabel(innings.team, innings.number, innings.superOver);

function Legend({ innings }: { innings: InningsScorecard[] }) {
  return (
    <Flex gap={12} wrap>
      {innings.map((one, index) => (
        <Flex key={one.number} gap={4} align="center">
          <span style={{ width: 10, height: 10, background: color(index), display: 'inline-block' }} />
          <Typography.Text type="secondary">{label(one)}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

/** Axes with the top value and the over numbers along the bottom. */
function Frame({ title, maxValue, overs, children }: { title: string; maxValue: number; overs: number; children: ReactNode }) {
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

/** Worm: each innings' total after every over, one line per innings. */
export function WormChart({ innings }: { innings: InningsScorecard[] }) {
  const overs = Math.max(1, ...innings.map((one) => one.overSummaries.length));
  const maxRuns = Math.max(1, ...innings.flatMap((one) => one.overSummaries.map((over) => over.cumulativeRuns)));
  const x = (over: number) => PAD.left + (over / overs) * PLOT_W;
  const y = (runs: number) => PAD.top + PLOT_H - (runs / maxRuns) * PLOT_H;
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text strong>{TEXTS.worm}</Typography.Text>
      <Frame title={TEXTS.worm} maxValue={maxRuns} overs={overs}>
        {innings.map((one, index) => (
          <g key={one.number}>
            <polyline
              fill="none"
              stroke={color(index)}
              strokeWidth={2}
              points={[`${x(0)},${y(0)}`, ...one.overSummaries.map((over) => `${x(over.number)},${y(over.cumulativeRuns)}`)].join(' ')}
            />
            {one.overSummaries.map((over) => (
              <circle key={over.number} cx={x(over.number)} cy={y(over.cumulativeRuns)} r={over.wickets > 0 ? 4 : 2.5} fill={over.wickets > 0 ? '#ff4d4f' : color(index)}>
                <title>{`${label(one)}, over ${over.number}: ${over.cumulativeRuns}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </Frame>
      <Legend innings={innings} />
    </figure>
  );
}

/** Manhattan: the runs of every over as bars, the innings side by side; an over with a wicket is marked. */
export function ManhattanChart({ innings }: { innings: InningsScorecard[] }) {
  const overs = Math.max(1, ...innings.map((one) => one.overSummaries.length));
  const maxRuns = Math.max(1, ...innings.flatMap((one) => one.overSummaries.map((over) => over.runs)));
  const slot = PLOT_W / overs;
  const bar = Math.max(2, (slot - 4) / Math.max(1, innings.length));
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text strong>{TEXTS.manhattan}</Typography.Text>
      <Frame title={TEXTS.manhattan} maxValue={maxRuns} overs={overs}>
        {innings.map((one, index) =>
          one.overSummaries.map((over) => {
            const height = (over.runs / maxRuns) * PLOT_H;
            const left = PAD.left + (over.number - 1) * slot + 2 + index * bar;
            return (
              <g key={`${one.number}-${over.number}`}>
                <rect x={left} y={PAD.top + PLOT_H - height} width={bar - 1} height={height} fill={color(index)}>
                  <title>{`${label(one)}, over ${over.number}: ${over.runs} runs${over.wickets > 0 ? `, ${over.wickets} wkt` : ''}`}</title>
                </rect>
                {over.wickets > 0 && <circle cx={left + (bar - 1) / 2} cy={PAD.top + PLOT_H - height - 4} r={3} fill="#ff4d4f" />}
              </g>
            );
          }),
        )}
      </Frame>
      <Legend innings={innings} />
    </figure>
  );
}
