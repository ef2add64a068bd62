import type { InningsScorecard } from '@cricket/contracts';
import { Flex, Typography } from 'antd';
import { inningsColor, inningsLabel } from '../utils/overCharts';

/** Which colour is which innings, under an over chart. */
export function ChartLegend({ innings }: { innings: InningsScorecard[] }) {
  return (
    <Flex gap={12} wrap>
      {innings.map((one, index) => (
        <Flex key={one.number} gap={4} align="center">
          <span style={{ width: 10, height: 10, background: inningsColor(index), display: 'inline-block' }} />
          <Typography.Text type="secondary">{inningsLabel(one)}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
