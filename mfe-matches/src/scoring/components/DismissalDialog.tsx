import { DISMISSAL_LABELS, EITHER_BATTER, RUNS_KEPT, playerName, possibleDismissals, type MatchState, type ScoringEvent } from '@cricket/contracts';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { dismissalEvent, FIELDER_KINDS, type BallKind, type DismissalValues } from '../deliveries';

const NO_FIELDER = '';

/**
 * How the batter is out: the kinds possible off this ball (a free hit, a wide, a no-ball allow
 * fewer), which batter for a run out, the runs completed before it, and the fielder.
 */
export function DismissalDialog({ state, onRecord, onClose }: { state: MatchState; onRecord: (event: ScoringEvent) => void; onClose: () => void }) {
  const innings = state.current!;
  const striker = innings.striker!;
  const [values, setValues] = useState<DismissalValues>({ kind: innings.freeHit ? 'run_out' : 'bowled', ball: 'legal', batter: striker, runs: 0, fielder: null });
  const change = (patch: Partial<DismissalValues>) => setValues((previous) => ({ ...previous, ...patch }));
  const kinds = possibleDismissals(values.ball === 'legal' ? undefined : values.ball, innings.freeHit);
  const kind = kinds.includes(values.kind) ? values.kind : kinds[0];
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
        <Button type="primary" danger size="large" block onClick={() => onRecord(dismissalEvent({ ...values, kind }, striker))}>
          {TEXTS.recordWicket}
        </Button>
      </Form>
    </Modal>
  );
}
