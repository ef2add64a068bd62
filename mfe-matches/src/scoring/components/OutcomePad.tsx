import type { MatchState, ScoringEvent } from '@cricket/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { runsEvent, type ExtraKind } from '../deliveries';
import { DismissalDialog } from './DismissalDialog';
import { ExtrasDialog } from './ExtrasDialog';
import { AbsentHurtDialog } from './AbsentHurtDialog';
import { MoreDialog } from './MoreDialog';
import { SubstituteDialog } from './SubstituteDialog';

type Dialog = { kind: 'extra'; extra: ExtraKind } | { kind: 'wicket' } | { kind: 'more' } | { kind: 'substitute' } | { kind: 'absent_hurt' } | null;

const EXTRAS: [label: string, extra: ExtraKind][] = [
  [TEXTS.wide, 'wide'],
  [TEXTS.noBall, 'no_ball'],
  [TEXTS.bye, 'bye'],
  [TEXTS.legBye, 'leg_bye'],
];

const grid = { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8 } as const;
const cell = { height: 56, fontSize: 20, fontWeight: 600 } as const;

/** One tap per common outcome; a wicket, an extra's runs and the rarer events open a dialog. */
export function OutcomePad({
  state,
  disabled,
  refused,
  onRecord,
}: {
  state: MatchState;
  disabled: boolean;
  /** Why the engine would refuse an event now (null = it accepts it). */
  refused: (event: ScoringEvent) => string | null;
  onRecord: (event: ScoringEvent) => boolean;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const recordAndClose = (event: ScoringEvent) => {
    if (onRecord(event)) close();
  };
  return (
    <section aria-label={TEXTS.outcome}>
      <div style={grid}>
        {[0, 1, 2, 3, 4, 6].map((runs) => (
          <Button key={runs} style={cell} disabled={disabled} onClick={() => onRecord(runsEvent(runs))}>
            {runs}
          </Button>
        ))}
        <Button style={cell} danger type="primary" disabled={disabled} onClick={() => setDialog({ kind: 'wicket' })}>
          {TEXTS.wicket}
        </Button>
        {EXTRAS.map(([label, extra]) => (
          <Button key={extra} style={cell} disabled={disabled} onClick={() => setDialog({ kind: 'extra', extra })}>
            {label}
          </Button>
        ))}
        <Button style={cell} disabled={disabled} onClick={() => setDialog({ kind: 'more' })}>
          {TEXTS.more}
        </Button>
      </div>
      {dialog?.kind === 'extra' && <ExtrasDialog kind={dialog.extra} onRecord={recordAndClose} onClose={close} />}
      {dialog?.kind === 'wicket' && <DismissalDialog state={state} refused={refused} onRecord={recordAndClose} onClose={close} />}
      {dialog?.kind === 'more' && <MoreDialog state={state} refused={refused} onRecord={recordAndClose} onOpen={(kind) => setDialog({ kind })} onClose={close} />}
      {dialog?.kind === 'substitute' && <SubstituteDialog state={state} refused={refused} onRecord={recordAndClose} onClose={close} />}
      {dialog?.kind === 'absent_hurt' && <AbsentHurtDialog state={state} refused={refused} onRecord={recordAndClose} onClose={close} />}
    </section>
  );
}
