import { MIN_PLAYERS_PER_SIDE, PLAYING_XI_MESSAGES, teamWithPlayingXI, type PlayerResponse } from '@cricket/contracts';
import { Alert, Card, Checkbox, Col, Form, Row, Select, type FormInstance } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { playingXIChoice, type PlayingXIValues } from '../utils/playingXI';

interface PickerProps {
  form: FormInstance;
  side: 'team1' | 'team2';
  team: string;
  squad: readonly PlayerResponse[];
  playersPerSide: number;
}

/**
 * One side's playing XI, named from its squad before the toss, with its captain and wicket-keeper.
 * The XI is checked by the rule the service applies (contracts teamWithPlayingXI).
 */
export function PlayingXIPicker({ form, side, team, squad, playersPerSide }: PickerProps) {
  const chosen: string[] = Form.useWatch(['playingXI', side, 'players'], form) ?? [];
  const inXI = squad.filter((player) => chosen.includes(String(player.id))).map((player) => ({ value: String(player.id), label: player.name }));
  const roster = { name: team, players: squad.map((player) => ({ id: String(player.id), name: player.name })) };
  const rule = {
    validator: () => {
      const values: PlayingXIValues = form.getFieldValue(['playingXI', side]);
      const checked = teamWithPlayingXI(roster, playingXIChoice(values), playersPerSide);
      // A squad too small to name an XI from is the service's to refuse, with the same message.
      return 'error' in checked ? Promise.reject(new Error(checked.error)) : Promise.resolve();
    },
  };
  return (
    <Card size="small" title={TEXTS.playingXITitle(team)} aria-label={TEXTS.playingXITitle(team)} role="region" style={{ marginBottom: 16 }}>
      <Form.Item name={['playingXI', side, 'players']} rules={[rule]} dependencies={[['playingXI', side, 'captain'], ['playingXI', side, 'wicketKeeper']]} extra={TEXTS.playingXICount(chosen.length, playersPerSide)}>
        <Checkbox.Group style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 4 }} options={squad.map((player) => ({ value: String(player.id), label: player.name }))} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={TEXTS.captain} name={['playingXI', side, 'captain']}>
            <Select allowClear options={inXI} aria-label={`${team} ${TEXTS.captain}`} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={TEXTS.wicketKeeper} name={['playingXI', side, 'wicketKeeper']}>
            <Select allowClear options={inXI} aria-label={`${team} ${TEXTS.wicketKeeper}`} />
          </Form.Item>
        </Col>
      </Row>
      {squad.length < MIN_PLAYERS_PER_SIDE && <Alert type="warning" showIcon title={PLAYING_XI_MESSAGES.squadTooSmall(team)} />}
    </Card>
  );
}
