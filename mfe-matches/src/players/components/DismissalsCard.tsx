import { DISMISSAL_LABELS, dismissalsByKind, type DismissalCount, type PlayerMatchEntry } from '@cricket/contracts';
import { BarChart } from '@cricket/shell-sdk/charts';
import { Card, Flex } from 'antd';
import { PLAYER_SCREEN_TEXTS as TEXTS } from '../texts';

const groups = (counts: DismissalCount[]) => counts.map(({ kind, count }) => ({ key: kind, label: DISMISSAL_LABELS[kind], values: [count] }));

/**
 * How the player got out and how the wickets they took fell, over every match of their page, each
 * kind a bar; nothing when neither happened. Loaded after the page (below the fold), with the labels.
 */
export function DismissalsCard({ matches }: { matches: PlayerMatchEntry[] }) {
  const { howOut, wicketsTaken } = dismissalsByKind(matches.map((entry) => entry.figures));
  if (howOut.length === 0 && wicketsTaken.length === 0) return null;
  return (
    <Card title={TEXTS.dismissals}>
      <Flex gap={24} wrap>
        {howOut.length > 0 && <BarChart title={TEXTS.howOut} groups={groups(howOut)} />}
        {wicketsTaken.length > 0 && <BarChart title={TEXTS.wicketsTaken} groups={groups(wicketsTaken)} />}
      </Flex>
    </Card>
  );
}
