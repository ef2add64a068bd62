import {
  FRIENDLY_TOURNAMENT_CHOICE,
  MATCH_FORMATS,
  MATCH_MESSAGES,
  MATCH_TEXTS,
  MATCH_VENUE_MAX,
  MAX_PLAYERS_PER_SIDE,
  MIN_PLAYERS_PER_SIDE,
  matchBody,
  normalizeMatchPayload,
  type MatchField,
  type MatchPayload,
} from '@cricket/contracts';
import { schemaRule, toastError, useWorkspace } from '@cricket/shell-sdk';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useMyTeams } from '../../teams/hooks/useTeamQueries';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { useMyTournaments } from '../../tournaments/hooks/useTournamentQueries';
import { fieldsOf, namesOf, type MatchFormValues, type Slot } from '../utils/matchFormValues';

/** Each field shows the message of its rule in contracts' matchBody (core §5), so form and service agree. */
const ruleFor = (field: MatchField) => schemaRule(matchBody.entries[field]);

export interface MatchFormProps {
  initialValues: Partial<MatchFormValues>;
  submitText: string;
  submitting: boolean;
  onSubmit: (payload: MatchPayload) => void;
  onCancel: () => void;
  /** A completed or abandoned match keeps what was played: only its tournament can change. */
  finished?: boolean;
}

/** The match form of core §5, shared by Create New Match and Edit Match. */
export function MatchForm({ initialValues, submitText, submitting, onSubmit, onCancel, finished = false }: MatchFormProps) {
  const [form] = Form.useForm<MatchFormValues>();
  const { current } = useWorkspace();
  const teams = useMyTeams();
  const tournaments = useMyTournaments();
  const teamList = teams.data ?? [];
  const teamById = (id: unknown) => teamList.find((team) => team.id === Number(id));

  const pickTeam = (slot: Slot, id: unknown) => {
    const team = teamById(id);
    if (!team) return;
    const fields = fieldsOf(slot);
    const names = namesOf(team, slot);
    form.setFieldsValue({ [fields.name]: names.name, [fields.shortName]: names.shortName });
  };

  /** On submit, names left empty are filled from the selected team (core §5). */
  const fillMissingNames = () => {
    for (const slot of [1, 2] as const) {
      const fields = fieldsOf(slot);
      const team = teamById(form.getFieldValue(fields.id));
      if (!team) continue;
      const names = namesOf(team, slot);
      if (!String(form.getFieldValue(fields.name) ?? '').trim()) form.setFieldValue(fields.name, names.name);
      if (!String(form.getFieldValue(fields.shortName) ?? '').trim()) form.setFieldValue(fields.shortName, names.shortName);
    }
  };

  const submit = async () => {
    fillMissingNames();
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true);
    if (Number(values.team1Id) === Number(values.team2Id)) {
      toastError(MATCH_SCREEN_TEXTS.sameTeamsTitle, MATCH_MESSAGES.sameTeam);
      return;
    }
    onSubmit({ ...normalizeMatchPayload(values), status: 'upcoming', workspaceId: current?.id ?? null });
  };

  const teamField = (slot: Slot) => {
    const fields = fieldsOf(slot);
    return (
      <Form.Item label={`Team ${slot}`} name={fields.id} rules={[ruleFor(fields.id)]}>
        {teams.isError ? (
          <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder={MATCH_SCREEN_TEXTS.teamIdPlaceholder} />
        ) : (
          <Select
            placeholder={MATCH_SCREEN_TEXTS.selectTeam}
            loading={teams.isLoading}
            options={teamList.map((team) => ({ value: team.id, label: team.name }))}
            onChange={(id) => pickTeam(slot, id)}
            showSearch={{ optionFilterProp: 'label' }}
          />
        )}
      </Form.Item>
    );
  };

  const nameFields = (slot: Slot) => {
    const fields = fieldsOf(slot);
    return (
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item label={`Team ${slot} Name`} name={fields.name} rules={[ruleFor(fields.name)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={`Team ${slot} Short Name`} name={fields.shortName} rules={[ruleFor(fields.shortName)]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
    );
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} requiredMark={false} disabled={finished}>
      {finished && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={MATCH_SCREEN_TEXTS.finishedMatch} />}
      {teams.isError && !current && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={MATCH_TEXTS.workspaceRequiredTitle} description={MATCH_SCREEN_TEXTS.workspaceRequired} />
      )}
      {teams.isError && current && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={teams.error.message} />}
      {teamField(1)}
      {nameFields(1)}
      {teamField(2)}
      {nameFields(2)}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Format" name="format" rules={[ruleFor('format')]}>
            <Select options={MATCH_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Overs" name="overs" rules={[ruleFor('overs')]}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={MATCH_SCREEN_TEXTS.playersPerSide} name="playersPerSide" rules={[ruleFor('playersPerSide')]} extra={MATCH_SCREEN_TEXTS.playersPerSideHelp}>
        <InputNumber min={MIN_PLAYERS_PER_SIDE} max={MAX_PLAYERS_PER_SIDE} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Venue" name="venue" rules={[ruleFor('venue')]}>
        <Input maxLength={MATCH_VENUE_MAX} showCount />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Date" name="date" rules={[ruleFor('date')]}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Time" name="time" rules={[ruleFor('time')]}>
            <Input type="time" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Tournament" name="tournamentId" rules={[ruleFor('tournamentId')]}>
        <Select
          disabled={false}
          loading={tournaments.isLoading}
          options={[
            { value: FRIENDLY_TOURNAMENT_CHOICE, label: MATCH_SCREEN_TEXTS.friendlyOption },
            ...(tournaments.data ?? []).map((tournament) => ({ value: tournament.id, label: tournament.name })),
          ]}
        />
      </Form.Item>
      <Row justify="end" gutter={8}>
        <Col>
          <Button onClick={onCancel} disabled={false}>
            {MATCH_SCREEN_TEXTS.cancel}
          </Button>
        </Col>
        <Col>
          {/* Not a native submit: names are filled from the selected teams before validation runs. */}
          <Button type="primary" onClick={() => void submit()} loading={submitting} disabled={false}>
            {submitText}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
