import { BALL_COMMENT_MAX, type MatchState, type ScoringEvent } from '@cricket/contracts';
import { Button, Input } from 'antd';
import { memo, useCallback, useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { runsEvent, type ExtraKind } from '../utils/deliveries';
import { DismissalDialog } from './DismissalDialog';
import { ExtrasDialog } from './ExtrasDialog';

type Dialog = { kind: 'extra'; extra: ExtraKind } | { kind: 'wicket' } | null;

const RUNS = [0, 1, 2, 3, 4, 5, 6, 7];

const EXTRAS: [label: string, extra: ExtraKind, name?: string][] = [
  [TEXTS.wide, 'wide'],
  [TEXTS.noBall, 'no_ball'],
  [TEXTS.bye, 'bye'],
  [TEXTS.legBye, 'leg_bye'],
  [TEXTS.overthrows, 'overthrow', TEXTS.overthrowsName],
];

const grid = { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8 } as const;
const cell = { height: 56, fontSize: 20, fontWeight: 600 } as const;
// The last row's two cells (leg byes, overthrows) take two columns each.
const wide = { ...cell, gridColumn: 'span 2' } as const;

/** The comment on the next ball: it renders again only as it is typed, not for every ball. */
const CommentField = memo(function CommentField({ value, onChange }: { value: string; onChange: (comment: string) => void }) {
  return (
    <Input
      aria-label={TEXTS.comment}
      placeholder={TEXTS.commentPlaceholder}
      maxLength={BALL_COMMENT_MAX}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ marginBottom: 8 }}
    />
  );
});

/** The pad's buttons: they render again only when enabled or disabled, not for every ball. */
const OutcomeButtons = memo(function OutcomeButtons({
  disabled,
  onRuns,
  onOpen,
}: {
  disabled: boolean;
  onRuns: (runs: number) => void;
  onOpen: (dialog: Dialog) => void;
}) {
  return (
    <div style={grid}>
      {RUNS.map((runs) => (
        <Button key={runs} style={cell} disabled={disabled} onClick={() => onRuns(runs)}>
          {runs}
        </Button>
      ))}
      <Button style={cell} danger type="primary" disabled={disabled} onClick={() => onOpen({ kind: 'wicket' })}>
        {TEXTS.wicket}
      </Button>
      {EXTRAS.map(([label, extra, name], index) => (
        <Button key={extra} style={index < 3 ? cell : wide} disabled={disabled} aria-label={name} onClick={() => onOpen({ kind: 'extra', extra })}>
          {label}
        </Button>
      ))}
    </div>
  );
});

/**
 * One tap per common outcome (0 to 7 runs); a wicket, an extra's or overthrows' runs open a
 * dialog whose one tap records the ball. The comment, when typed, rides on the ball recorded.
 * The same pad records the next ball and, in a correction, what an earlier ball really was.
 */
export function OutcomePad({
  state,
  disabled,
  refused,
  onRecord,
  initialComment = '',
}: {
  /** The state before the ball: the batters, bowler and free hit it was bowled to. */
  state: MatchState;
  disabled: boolean;
  /** Why the engine would refuse the ball (null = it accepts it). */
  refused: (event: ScoringEvent) => string | null;
  onRecord: (event: ScoringEvent) => boolean;
  initialComment?: string;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [comment, setComment] = useState(initialComment);
  const close = () => setDialog(null);
  const withComment = useCallback(
    (event: ScoringEvent): ScoringEvent => (event.type === 'delivery' && comment.trim() ? { ...event, comment: comment.trim() } : event),
    [comment],
  );
  const record = useCallback(
    (event: ScoringEvent) => {
      const recorded = onRecord(withComment(event));
      if (recorded) setComment('');
      return recorded;
    },
    [onRecord, withComment],
  );
  const recordRuns = useCallback((runs: number) => void record(runsEvent(runs)), [record]);
  const recordAndClose = (event: ScoringEvent) => {
    if (record(event)) close();
  };
  return (
    <section aria-label={TEXTS.outcome}>
      <CommentField value={comment} onChange={setComment} />
      <OutcomeButtons disabled={disabled} onRuns={recordRuns} onOpen={setDialog} />
      {dialog?.kind === 'extra' && <ExtrasDialog kind={dialog.extra} onRecord={recordAndClose} onClose={close} />}
      {dialog?.kind === 'wicket' && <DismissalDialog state={state} refused={(event) => refused(withComment(event))} onRecord={recordAndClose} onClose={close} />}
    </section>
  );
}
