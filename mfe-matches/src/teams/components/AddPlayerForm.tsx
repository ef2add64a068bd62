import { JERSEY_NUMBER_MAX, PLAYING_ROLE_LABELS, PLAYING_ROLES, TEAM_MESSAGES, type AddPlayerPayload, type BattingStyle, type BowlingStyle, type PlayingRole } from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Button, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { TEAM_SCREEN_TEXTS } from '../../texts';
import { useAddPlayer } from '../hooks/useTeamMutations';
import { STYLE_OPTIONS } from '../styleOptions';

type Source = 'user' | 'guest';
interface Values {
  source: Source;
  username?: string;
  name?: string;
  playingRole: PlayingRole;
  battingStyle?: BattingStyle;
  bowlingStyle?: BowlingStyle;
  jerseyNumber?: number | null;
  isCaptain?: boolean;
  isViceCaptain?: boolean;
}

const INITIAL: Values = { source: 'user', playingRole: 'batter', isCaptain: false, isViceCaptain: false };

/** Adds a registered user by username, or a guest by name, with role, styles, jersey and captaincy. */
export function AddPlayerForm({ teamId }: { teamId: string }) {
  const [form] = Form.useForm<Values>();
  const source = Form.useWatch('source', form) ?? INITIAL.source;
  const add = useAddPlayer(teamId);

  const submit = ({ source: from, username, name, ...rest }: Values) => {
    const payload: AddPlayerPayload = {
      ...(from === 'user' ? { username: username?.trim() } : { name: name?.trim() }),
      playingRole: rest.playingRole,
      battingStyle: rest.battingStyle ?? null,
      bowlingStyle: rest.bowlingStyle ?? null,
      jerseyNumber: rest.jerseyNumber ?? null,
      isCaptain: !!rest.isCaptain,
      isViceCaptain: !!rest.isViceCaptain,
    };
    add.mutate(payload, {
      onSuccess: () => {
        toastSuccess(TEAM_SCREEN_TEXTS.playerAddedTitle, payload.username ?? payload.name);
        form.resetFields();
      },
      onError: (error) => toastError(TEAM_SCREEN_TEXTS.errorTitle, errorMessage(error, TEAM_MESSAGES.playerIdentity)),
    });
  };

  return (
    <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={submit} requiredMark={false}>
      <Form.Item name="source">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'user', label: TEAM_SCREEN_TEXTS.byUsername },
            { value: 'guest', label: TEAM_SCREEN_TEXTS.byName },
          ]}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          {source === 'user' ? (
            <Form.Item label={TEAM_SCREEN_TEXTS.username} name="username" rules={[{ required: true, whitespace: true, message: TEAM_SCREEN_TEXTS.usernameRequired }]}>
              <Input />
            </Form.Item>
          ) : (
            <Form.Item label={TEAM_SCREEN_TEXTS.playerName} name="name" rules={[{ required: true, whitespace: true, message: TEAM_SCREEN_TEXTS.playerNameRequired }]}>
              <Input />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={TEAM_SCREEN_TEXTS.playingRole} name="playingRole">
            <Select options={PLAYING_ROLES.map((role) => ({ value: role, label: PLAYING_ROLE_LABELS[role] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label={TEAM_SCREEN_TEXTS.jerseyNumber} name="jerseyNumber">
            <InputNumber min={0} max={JERSEY_NUMBER_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item label={TEAM_SCREEN_TEXTS.battingStyle} name="battingStyle">
            <Select allowClear placeholder={TEAM_SCREEN_TEXTS.styleUnknown} options={STYLE_OPTIONS.battingStyle} />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item label={TEAM_SCREEN_TEXTS.bowlingStyle} name="bowlingStyle">
            <Select allowClear placeholder={TEAM_SCREEN_TEXTS.styleUnknown} options={STYLE_OPTIONS.bowlingStyle} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item>
        <Form.Item name="isCaptain" valuePropName="checked" noStyle>
          <Checkbox>{TEAM_SCREEN_TEXTS.captain}</Checkbox>
        </Form.Item>
        <Form.Item name="isViceCaptain" valuePropName="checked" noStyle>
          <Checkbox>{TEAM_SCREEN_TEXTS.viceCaptain}</Checkbox>
        </Form.Item>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {TEAM_SCREEN_TEXTS.addPlayer}
      </Button>
    </Form>
  );
}
