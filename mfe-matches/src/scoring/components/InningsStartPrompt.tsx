import type { MatchState, ScoringEvent, TeamSide } from '@cricket/contracts';
import { Button, Card, Form, Radio } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { playingSquad } from '../utils/playingSquad';
import { PlayerField } from './PlayerField';

interface Values {
  battingTeam: TeamSide;
  striker: string;
  nonStriker: string;
  bowler: string;
}

const other = (side: TeamSide): TeamSide => (side === 'team1' ? 'team2' : 'team1');

/** The openers and the opening bowler of the next innings (summary.next = innings_start). */
export function InningsStartPrompt({ state, battingTeam, onStart }: { state: MatchState; battingTeam: TeamSide; onStart: (event: ScoringEvent) => void }) {
  const [form] = Form.useForm<Values>();
  const batting = Form.useWatch('battingTeam', form) ?? battingTeam;
  const required = [{ required: true, whitespace: true, message: TEXTS.playerRequired }];
  const submit = (values: Values) => onStart({ type: 'innings_start', ...values });
  return (
    <Card size="small" title={TEXTS.inningsStartTitle(state.innings.length + 1)}>
      <Form form={form} layout="vertical" initialValues={{ battingTeam }} onFinish={submit} requiredMark={false}>
        <Form.Item label={TEXTS.battingTeam} name="battingTeam">
          <Radio.Group
            optionType="button"
            onChange={() => form.resetFields(['striker', 'nonStriker', 'bowler'])}
            options={(['team1', 'team2'] as const).map((side) => ({ value: side, label: state.teams[side].name }))}
          />
        </Form.Item>
        <Form.Item label={TEXTS.striker} name="striker" rules={required}>
          <PlayerField players={playingSquad(state, batting)} />
        </Form.Item>
        <Form.Item label={TEXTS.nonStriker} name="nonStriker" rules={required}>
          <PlayerField players={playingSquad(state, batting)} />
        </Form.Item>
        <Form.Item label={TEXTS.openingBowler} name="bowler" rules={required}>
          <PlayerField players={playingSquad(state, other(batting))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block>
          {TEXTS.startInnings}
        </Button>
      </Form>
    </Card>
  );
}
