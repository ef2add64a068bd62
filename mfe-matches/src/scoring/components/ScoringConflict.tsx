import { commentary, foldMatch, ScoringError, type CommentaryLine, type MatchSetup, type ScoringEvent } from '@cricket/contracts';
import { Alert, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import type { divergence } from '../utils/scoringQueue';
import { CommentaryText } from './CommentaryText';

/** The balls of `events` from the first one that differs, as commentary tells them. */
function ballsFrom(setup: MatchSetup, events: readonly ScoringEvent[], from: number): CommentaryLine[] {
  try {
    return commentary(foldMatch(setup, events)).filter((line) => line.eventIndex >= from);
  } catch (error) {
    // Events another engine version wrote: nothing to tell here, the server's score still shows above.
    if (error instanceof ScoringError) return [];
    throw error;
  }
}

function Balls({ title, lines, testId }: { title: string; lines: CommentaryLine[]; testId: string }) {
  return (
    <Card size="small" title={title} data-testid={testId} style={{ flex: '1 1 240px', minWidth: 0 }}>
      {lines.length === 0 ? (
        <Typography.Text type="secondary">{TEXTS.conflictNone}</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          {lines.map((line) => (
            <CommentaryText key={line.eventIndex} line={line} />
          ))}
        </Flex>
      )}
    </Card>
  );
}

/**
 * This device's taps were refused as stale: another device scored the same balls. Both sides from
 * where they part, and the one way on this device: discarding its balls (the server's count, never both).
 */
export function ScoringConflict({ setup, parted, unsynced, onDiscard }: { setup: MatchSetup; parted: NonNullable<ReturnType<typeof divergence>>; unsynced: number; onDiscard: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="scoring-conflict"
      title={TEXTS.conflictTitle}
      description={
        <Flex vertical gap={12}>
          <Typography.Text>{TEXTS.conflictHelp(unsynced)}</Typography.Text>
          <Flex gap={12} wrap>
            <Balls title={TEXTS.conflictServer} lines={ballsFrom(setup, parted.server, parted.common)} testId="conflict-server" />
            <Balls title={TEXTS.conflictDevice} lines={ballsFrom(setup, parted.device, parted.common)} testId="conflict-device" />
          </Flex>
          <Popconfirm title={TEXTS.discardQuestion(unsynced)} okText={TEXTS.discardDevice} okButtonProps={{ danger: true }} onConfirm={onDiscard}>
            <Button danger style={{ alignSelf: 'start' }}>
              {TEXTS.discardDevice}
            </Button>
          </Popconfirm>
        </Flex>
      }
    />
  );
}
