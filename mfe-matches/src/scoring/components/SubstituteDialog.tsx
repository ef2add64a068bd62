import { SUBSTITUTION_LABELS, SUBSTITUTION_REASONS, type SubstitutionReason, type TeamSide } from '@cricket/contracts';
import { Button, Form, Modal, Radio } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import type { ScoringDialogProps } from './scoringDialogProps';
import { playingSquad } from '../utils/playingSquad';
import { PlayerField } from './PlayerField';

interface Values {
  side: TeamSide;
  out: string;
  in: string;
  reason: SubstitutionReason;
}

/**
 * A replacement (concussion, impact player…): the side, who goes off (one of those playing), who
 * comes on (the rest of the squad the engine would accept) and why.
 */
export function SubstituteDialog({
  state,
  refused,
  onRecord,
  onClose,
}: ScoringDialogProps) {
  const [form] = Form.useForm<Values>();
  const side = Form.useWatch('side', form) ?? state.current?.battingTeam ?? 'team1';
  const out = Form.useWatch('out', form);
  const reason = Form.useWatch('reason', form) ?? 'concussion';
  const comingOn = state.teams[side].players?.filter((player) => out !== undefined && refused({ type: 'substitute', side, out, in: player.id, reason }) === null);
  const required = [{ required: true, whitespace: true, message: TEXTS.playerRequired }];
  return (
    <Modal open title={TEXTS.substitute} onCancel={onClose} footer={null} width={420}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ side, reason }}
        onFinish={(values: Values) => onRecord({ type: 'substitute', ...values })}
      >
        <Form.Item label={TEXTS.substituteSide} name="side">
          <Radio.Group
            optionType="button"
            onChange={() => form.resetFields(['out', 'in'])}
            options={(['team1', 'team2'] as const).map((one) => ({ value: one, label: state.teams[one].name }))}
          />
        </Form.Item>
        <Form.Item label={TEXTS.playerGoingOff} name="out" rules={required}>
          <PlayerField players={playingSquad(state, side)} onChange={() => form.resetFields(['in'])} />
        </Form.Item>
        <Form.Item label={TEXTS.playerComingOn} name="in" rules={required}>
          <PlayerField players={comingOn} />
        </Form.Item>
        <Form.Item label={TEXTS.substituteReason} name="reason">
          <Radio.Group optionType="button" options={SUBSTITUTION_REASONS.map((one) => ({ value: one, label: SUBSTITUTION_LABELS[one] }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block>
          {TEXTS.recordSubstitute}
        </Button>
      </Form>
    </Modal>
  );
}
