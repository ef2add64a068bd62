import { DISMISSAL_LABELS, EITHER_BATTER, RUNS_KEPT, playerName, possibleDismissals, type ScoringEvent } from '@cricket/contracts';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import type { ScoringDialogProps } from './scoringDialogProps';
import { dismissalEvent, endRunTo, FIELDER_KINDS, type BallKind, type DismissalValues } from '../utils/deliveries';
import { UmpireAllowedConfirm } from './UmpireAllowedConfirm';

const NO_FIELDER = '';
const RECORD_BUTTON = { type: 'primary', danger: true, size: 'large', block: true } as const;


/**
 * How the batter is out: the kinds possible off this ball (a wide or a no-ball allow fewer),
 * which batter for a run out, the runs completed before it, the end the wicket was put down at
 * (asked only when a new batter will come in: it is where they go), and the fielder. Off a free
 * hit the other kinds stay on offer: recorded only as the umpire gave them, after a confirmation.
 */
export function DismissalDialog({ state, refused, onRecord, onClose }: ScoringDialogProps) {
  const innings = state.current!;
  const striker = innings.striker!;
  const [values, setValues] = useState<DismissalValues>({ kind: innings.freeHit ? 'run_out' : 'bowled', ball: 'legal', batter: striker, runs: 0, fielder: null, end: null });
  const change = (patch: Partial<DismissalValues>) => setValues((previous) => ({ ...previous, ...patch }));
  const kinds = possibleDismissals(values.ball === 'legal' ? undefined : values.ball, false);
  const kind = kinds.includes(values.kind) ? values.kind : kinds[0];
  // Which end only matters when someone comes in: not on the wicket that ends the innings.
  const askEnd = RUNS_KEPT.has(kind) && innings.wickets + 1 < innings.allOutWickets;
  // Until the scorer picks one, the end shown is the one the engine takes without it.
  const shownEnd = values.end ?? endRunTo(values.batter === striker ? 'striker' : 'non_striker', values.runs);
  const wicket = dismissalEvent({ ...values, kind, end: askEnd ? values.end : null }, striker);
  const asCalled: ScoringEvent = { ...wicket, asCalled: true };
  const problem = refused(wicket);
  // The refusal the umpire's call overrules, when the engine takes the wicket as called.
  const umpireCall = problem !== null && refused(asCalled) === null ? problem : null;
  const fielders = state.teams[innings.bowlingTeam].players;
  const atCrease = [innings.striker, innings.nonStriker].filter((player): player is string => player !== null);

  return (
    <Modal open title={TEXTS.dismissalTitle} onCancel={onClose} footer={null} width={420}>
      <Form layout="vertical">
        <Form.Item label={TEXTS.ball}>
          <Radio.Group
            optionType="button"
            value={values.ball}
            onChange={(event) => change({ ball: event.target.value as BallKind })}
            options={[
              { value: 'legal', label: TEXTS.legalBall },
              { value: 'wide', label: TEXTS.wideBall },
              { value: 'no_ball', label: TEXTS.noBallBall },
            ]}
          />
        </Form.Item>
        <Form.Item label={TEXTS.howOut}>
          <Radio.Group optionType="button" value={kind} onChange={(event) => change({ kind: event.target.value })} options={kinds.map((one) => ({ value: one, label: DISMISSAL_LABELS[one] }))} />
        </Form.Item>
        {EITHER_BATTER.has(kind) && (
          <Form.Item label={TEXTS.batterOut}>
            <Radio.Group
              optionType="button"
              value={values.batter}
              onChange={(event) => change({ batter: event.target.value })}
              options={atCrease.map((player) => ({ value: player, label: playerName(state, player) }))}
            />
          </Form.Item>
        )}
        {RUNS_KEPT.has(kind) && (
          <Form.Item label={TEXTS.runsCompleted}>
            <Radio.Group optionType="button" value={values.runs} onChange={(event) => change({ runs: event.target.value })} options={[0, 1, 2, 3].map((runs) => ({ value: runs, label: String(runs) }))} />
          </Form.Item>
        )}
        {askEnd && (
          <Form.Item label={TEXTS.wicketEnd}>
            <Radio.Group
              optionType="button"
              value={shownEnd}
              onChange={(event) => change({ end: event.target.value })}
              options={[
                { value: 'striker', label: TEXTS.strikerEnd },
                { value: 'non_striker', label: TEXTS.nonStrikerEnd },
              ]}
            />
          </Form.Item>
        )}
        {FIELDER_KINDS.has(kind) && (
          <Form.Item label={TEXTS.fielder}>
            {fielders ? (
              <Radio.Group
                optionType="button"
                value={values.fielder ?? NO_FIELDER}
                onChange={(event) => change({ fielder: event.target.value === NO_FIELDER ? null : event.target.value })}
                options={[{ value: NO_FIELDER, label: TEXTS.noFielder }, ...fielders.map((player) => ({ value: player.id, label: player.name }))]}
              />
            ) : (
              <Input aria-label={TEXTS.fielder} value={values.fielder ?? ''} onChange={(event) => change({ fielder: event.target.value.trim() || null })} />
            )}
          </Form.Item>
        )}
        {umpireCall === null ? (
          <Button {...RECORD_BUTTON} onClick={() => onRecord(wicket)}>
            {TEXTS.recordWicket}
          </Button>
        ) : (
          <UmpireAllowedConfirm refused={umpireCall} onConfirm={() => onRecord(asCalled)}>
            <Button {...RECORD_BUTTON}>{TEXTS.recordWicket}</Button>
          </UmpireAllowedConfirm>
        )}
      </Form>
    </Modal>
  );
}
