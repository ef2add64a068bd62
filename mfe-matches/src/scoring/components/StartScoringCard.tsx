import { BALLS_PER_OVER, MAX_BALLS_PER_OVER, TOSS_DECISIONS, type MatchResponse, type PlayingXIRequest, type TeamDetailResponse, type TossDecision } from '@cricket/contracts';
import { errorMessage, toastError } from '@cricket/shell-sdk';
import { Button, Card, Form, InputNumber, Radio, Switch, Typography } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { useStartScoring } from '../hooks/useScoringMutations';
import { initialPlayingXI, playingXIChoice, type PlayingXIValues } from '../utils/playingXI';
import { PlayingXIPicker } from './PlayingXIPicker';

interface Values {
  playingXI: Partial<Record<'team1' | 'team2', PlayingXIValues>>;
  tossWinner?: number;
  tossDecision?: TossDecision;
  ballsPerOver: number;
  freeHit: boolean;
  lastManStands: boolean;
}

const DECISION_LABELS: Record<TossDecision, string> = { bat: TEXTS.tossBat, bowl: TEXTS.tossBowl };
const SIDES = ['team1', 'team2'] as const;

/** The start form over the squads that could be read: the XIs, the toss and the match settings. */
export function StartScoringCard({ match, squads }: { match: MatchResponse; squads: Record<'team1' | 'team2', TeamDetailResponse | null> }) {
  const [form] = Form.useForm<Values>();
  const start = useStartScoring(match.id);
  const tossRecorded = match.tossComplete && match.tossWinner !== null && match.tossDecision !== null;
  const names = { team1: match.team1Name, team2: match.team2Name };
  const initialValues: Values = {
    playingXI: Object.fromEntries(SIDES.flatMap((side) => (squads[side] ? [[side, initialPlayingXI(squads[side].players, match.playersPerSide)]] : []))),
    ballsPerOver: BALLS_PER_OVER,
    freeHit: match.format !== 'test',
    lastManStands: false,
  };
  const required = [{ required: true, message: TEXTS.tossRequired }];

  const submit = ({ playingXI, tossWinner, tossDecision, ballsPerOver, freeHit, lastManStands }: Values) => {
    const toss = tossRecorded || tossWinner === undefined || tossDecision === undefined ? null : { tossWinner, tossDecision };
    const named: PlayingXIRequest = Object.fromEntries(SIDES.flatMap((side) => (playingXI[side] ? [[side, playingXIChoice(playingXI[side])]] : [])));
    start.mutate(
      { toss, rules: { ballsPerOver, freeHit, lastManStands }, playingXI: named },
      { onError: (error) => toastError(TEXTS.startFailedTitle, errorMessage(error, TEXTS.startFailedTitle)) },
    );
  };

  return (
    <Card title={TEXTS.startTitle}>
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark={false}>
        {SIDES.map((side) => {
          const squad = squads[side];
          return squad ? (
            <PlayingXIPicker key={side} form={form} side={side} team={names[side]} squad={squad.players} playersPerSide={match.playersPerSide} />
          ) : (
            <Typography.Paragraph key={side} type="secondary">
              {TEXTS.playingXITitle(names[side])}: {TEXTS.squadElsewhere}
            </Typography.Paragraph>
          );
        })}
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
