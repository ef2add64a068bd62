import { commentary, type CommentaryLine, type MatchState } from '@cricket/contracts';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { BallChip } from './Scoreboard';

/** One ball told: its number and chip, what happened, and the scorer's comment in italics. */
export function CommentaryText({ line }: { line: CommentaryLine }) {
  return (
    <Flex gap={8} align="start" style={{ minWidth: 0 }}>
      <Typography.Text strong style={{ minWidth: 32 }}>
        {line.ball}
      </Typography.Text>
      <BallChip label={line.label} />
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

/** The match ball by ball, latest first, each innings under its own heading; `action` adds a control to a line. */
export function CommentaryList({ state, action }: { state: MatchState; action?: (line: CommentaryLine) => ReactNode }) {
  const lines = commentary(state);
  if (lines.length === 0) return <Typography.Text type="secondary">{TEXTS.noCommentary}</Typography.Text>;
  return (
    <Flex vertical gap={8} data-testid="commentary">
      {lines.map((line, index) => (
        <div key={line.eventIndex}>
          {lines[index - 1]?.innings !== line.innings && (
            <Typography.Text type="secondary" strong>
              {TEXTS.inningsLabel(state.teams[state.innings[line.innings - 1].battingTeam].name, line.innings, state.innings[line.innings - 1].superOver)}
            </Typography.Text>
          )}
          <div data-testid="commentary-line">{action ? action(line) : <CommentaryText line={line} />}</div>
        </div>
      ))}
    </Flex>
  );
}

/** The fans' commentary card. */
export function Commentary({ state }: { state: MatchState }) {
  return (
    <Card size="small" title={TEXTS.commentary}>
      <CommentaryList state={state} />
    </Card>
  );
}
