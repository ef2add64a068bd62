import { commentary, type CommentaryLine, type MatchState } from '@cricket/contracts';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { CommentaryText } from './CommentaryText';

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
