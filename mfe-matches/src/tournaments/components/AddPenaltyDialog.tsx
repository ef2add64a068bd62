import { emptyPenaltyProblem, TOURNAMENT_MESSAGES, TOURNAMENT_PENALTY, tournamentPenaltyBody, type TournamentPenaltyPayload } from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useAddPenalty } from '../hooks/usePointsTable';
import { useTournamentTeams } from '../hooks/useTournamentTeams';

type PenaltyForm = Omit<TournamentPenaltyPayload, 'points' | 'netRunRate'> & { points: number | null; netRunRate: number | null };

/** The organiser records a deduction (points, net run rate or both) against a registered team. */
export default function AddPenaltyDialog({ tournamentId, open, onClose }: { tournamentId: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PenaltyForm>();
  const teams = useTournamentTeams(tournamentId);
  const add = useAddPenalty(tournamentId);

  const submit = (values: PenaltyForm) =>
    add.mutate(
      { teamId: values.teamId, points: values.points ?? 0, netRunRate: values.netRunRate ?? 0, reason: values.reason.trim() },
      { onSuccess: onClose },
    );

  return (
    <Modal
      open={open}
      title={TOURNAMENT_SCREEN_TEXTS.addPenalty}
      okText={TOURNAMENT_SCREEN_TEXTS.addPenalty}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ points: null, netRunRate: null }} clearOnDestroy>
        <Form.Item name="teamId" label={TOURNAMENT_SCREEN_TEXTS.penaltyTeam} rules={[{ required: true, message: TOURNAMENT_MESSAGES.penaltyTeam }]}>
          <Select
            options={(teams.data ?? []).map((team) => ({ value: team.teamId, label: team.teamName }))}
            loading={teams.isLoading}
            placeholder={TOURNAMENT_MESSAGES.penaltyTeam}
          />
        </Form.Item>
        <Form.Item
          name="points"
          label={TOURNAMENT_SCREEN_TEXTS.penaltyPoints}
          rules={[schemaRule(tournamentPenaltyBody.entries.points)]}
        >
          <InputNumber min={0} max={TOURNAMENT_PENALTY.maxPoints} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="netRunRate"
          label={TOURNAMENT_SCREEN_TEXTS.penaltyNetRunRate}
          dependencies={['points']}
          rules={[
            schemaRule(tournamentPenaltyBody.entries.netRunRate),
            ({ getFieldValue }) => ({
              validator: (_, netRunRate: number | null) => {
                const problem = emptyPenaltyProblem({ points: getFieldValue('points'), netRunRate });
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            }),
          ]}
        >
          <InputNumber min={0} max={TOURNAMENT_PENALTY.maxNetRunRate} step={0.05} precision={3} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={TOURNAMENT_SCREEN_TEXTS.penaltyReason}
          rules={[{ required: true, whitespace: true, message: TOURNAMENT_MESSAGES.penaltyReason }]}
        >
          <Input maxLength={TOURNAMENT_PENALTY.reasonMax} showCount placeholder={TOURNAMENT_SCREEN_TEXTS.penaltyReasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
