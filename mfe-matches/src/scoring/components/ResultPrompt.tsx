import { Button, Card, Flex } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import type { PromptProps } from './promptProps';

/** A match the engine cannot decide (summary.next = result): drawn, no result or abandoned. */
export function ResultPrompt({ record }: Pick<PromptProps, 'record'>) {
  return (
    <Card size="small" title={TEXTS.resultTitle}>
      <Flex wrap gap={8}>
        {(['drawn', 'no_result', 'abandoned'] as const).map((outcome) => (
          <Button key={outcome} size="large" onClick={() => record({ type: 'result', outcome })}>
            {TEXTS.resultOutcomes[outcome]}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}
