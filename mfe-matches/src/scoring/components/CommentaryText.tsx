import type { CommentaryLine } from '@cricket/contracts';
import { Flex, theme, Typography } from 'antd';
import { BallChip } from './BallChip';

/** One ball told: its number and chip, what happened, and the scorer's comment in italics. */
export function CommentaryText({ line }: { line: CommentaryLine }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={8} align="start" style={{ minWidth: 0 }}>
      <Typography.Text strong style={{ minWidth: 32 }}>
        {line.ball}
      </Typography.Text>
      <BallChip label={line.label} token={token} />
      <Flex vertical style={{ minWidth: 0, textAlign: 'start' }}>
        <Typography.Text style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{line.text}</Typography.Text>
        {line.comment && (
          <Typography.Text italic type="secondary" style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
            {line.comment}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
