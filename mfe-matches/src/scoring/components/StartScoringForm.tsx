import { BALLS_PER_OVER, MAX_BALLS_PER_OVER, TOSS_DECISIONS, type MatchResponse, type TossDecision } from '@cricket/contracts';
import { errorMessage, toastError } from '@cricket/shell-sdk';
import { Button, Card, Form, InputNumber, Radio, Switch, Typography } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { useStartScoring } from '../api';

interface Values {
  tossWinner?: number;
  tossDecision?: TossDecision;
  ballsPerOver: number;
  freeHit: boolean;
  lastManStands: boolean;
}

const DECISION_LABELS: Record<TossDecision, string> = { bat: TEXTS.tossBat, bowl: TEXTS.tossBowl };

/**
 * Starts ball-by-ball scoring: the toss (it decides who bats first, unless already recorded)
 * and the match settings the engine lets a match choose.
 */
export function StartScoringForm({ match }: { match: MatchResponse }) {
  const start = useStartScoring(match.id);
  const tossRecorded = match.tossComplete && match.tossWinner !== null && match.tossDecision !== null;
  const initialValues: Values = { ballsPerOver: BALLS_PER_OVER, freeHit: match.format !== 'test', lastManStands: false };
  const required = [{ required: true, message: TEXTS.tossRequired }];

  const submit = ({ tossWinner, tossDecision, ballsPerOver, freeHit, lastManStands }: Values) => {
    const toss = tossRecorded || tossWinner === undefined || tossDecision === undefined ? null : { tossWinner, tossDecision };
    start.mutate(
      { toss, rules: { ballsPerOver, freeHit, lastManStands } },
      { onError: (error) => toastError(TEXTS.startFailedTitle, errorMessage(error, TEXTS.startFailedTitle)) },
    );
  };

  return (
    <Card title={TEXTS.startTitle}>
      <Form layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark={false}>
        {tossRecorded ? (
          <Typography.Paragraph>
            {TEXTS.tossRecorded(match.tossWinner === match.team1Id ? match.team1Name : match.team2Name, match.tossDecision!)}
          </Typography.Paragraph>
        ) : (
          <>
            <Form.Item label={TEXTS.tossWinner} name="tossWinner" rules={required}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: match.team1Id, label: match.team1Name },
                  { value: match.team2Id, label: match.team2Name },
                ]}
              />
            </Form.Item>
            <Form.Item label={TEXTS.tossDecision} name="tossDecision" rules={required}>
              <Radio.Group optionType="button" options={TOSS_DECISIONS.map((decision) => ({ value: decision, label: DECISION_LABELS[decision] }))} />
            </Form.Item>
          </>
        )}
        <Form.Item label={TEXTS.ballsPerOver} name="ballsPerOver">
          <InputNumber min={1} max={MAX_BALLS_PER_OVER} precision={0} />
        </Form.Item>
        <Form.Item label={TEXTS.freeHit} name="freeHit" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label={TEXTS.lastManStands} name="lastManStands" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={start.isPending}>
          {TEXTS.startButton}
        </Button>
      </Form>
    </Card>
  );
}
