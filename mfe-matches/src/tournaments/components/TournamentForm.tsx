import {
  MATCH_FORMATS,
  MATCH_MESSAGES,
  MAX_PLAYERS_PER_SIDE,
  MIN_PLAYERS_PER_SIDE,
  TOURNAMENT_MESSAGES,
  TIE_BREAKER_LABELS,
  TIE_BREAKERS,
  createTournamentBody,
  type TournamentResponse,
} from '@cricket/contracts';
import { errorMessage, schemaRule, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Col, Form, Input, InputNumber, Row, Select, type FormItemProps } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { FormActions } from '../../common/components/FormActions';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useSaveTournament } from '../hooks/useTournamentMutations';
import { afterStart, tournamentFormValues, tournamentPayload, type TournamentFormValues } from '../utils/tournamentForm';

/** A field in a column of the form's rows: half the row on wider screens, or a third for the dates. */
function FieldColumn({ md, children, ...item }: FormItemProps<TournamentFormValues> & { md: 8 | 12 }) {
  return (
    <Col xs={24} md={md}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}

/** The dates checked against the start: the end on or after it, the registration deadline on or before it. */
const CHECKED_DATES: { name: 'endDate' | 'registrationDeadline'; label: string; message: string; ok: (start: string, value: string) => boolean }[] = [
  { name: 'endDate', label: TOURNAMENT_SCREEN_TEXTS.endDate, message: TOURNAMENT_MESSAGES.endBeforeStart, ok: (start, end) => end >= start },
  { name: 'registrationDeadline', label: TOURNAMENT_SCREEN_TEXTS.registrationDeadline, message: TOURNAMENT_MESSAGES.deadlineAfterStart, ok: (start, deadline) => deadline <= start },
];

/** The tournament's fields; saving goes to its detail, Cancel back to where the form was opened from. */
export function TournamentForm({ tournament }: { tournament?: TournamentResponse }) {
  const navigate = useNavigate();
  const save = useSaveTournament(tournament ? String(tournament.id) : null);

  const submit = (values: TournamentFormValues) => {
    save.mutate(tournamentPayload(values), {
      onSuccess: (saved) => {
        toastSuccess(tournament ? TOURNAMENT_SCREEN_TEXTS.updatedTitle : TOURNAMENT_SCREEN_TEXTS.createdTitle, saved.name);
        navigate(`/tournaments/${saved.id}`);
      },
      onError: (error) => toastError(TOURNAMENT_SCREEN_TEXTS.saveErrorTitle, errorMessage(error, TOURNAMENT_SCREEN_TEXTS.saveErrorFallback)),
    });
  };

  return (
    <Form layout="vertical" initialValues={tournamentFormValues(tournament)} onFinish={submit} requiredMark={false}>
      <Form.Item
        label={TOURNAMENT_SCREEN_TEXTS.name}
        name="name"
        rules={[schemaRule(createTournamentBody.entries.name)]}
      >
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <FieldColumn md={12} label={TOURNAMENT_SCREEN_TEXTS.format} name="format">
          <Select options={MATCH_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }))} />
        </FieldColumn>
        <FieldColumn md={12} label={TOURNAMENT_SCREEN_TEXTS.maxTeams} name="maxTeams" rules={[schemaRule(createTournamentBody.entries.maxTeams)]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </FieldColumn>
        <FieldColumn
          md={12}
          label={TOURNAMENT_SCREEN_TEXTS.playersPerSide}
          name="playersPerSide"
          rules={[{ required: true, type: 'integer', min: MIN_PLAYERS_PER_SIDE, max: MAX_PLAYERS_PER_SIDE, message: MATCH_MESSAGES.playersPerSide }]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </FieldColumn>
      </Row>
      <Row gutter={16}>
        <FieldColumn md={8} label={TOURNAMENT_SCREEN_TEXTS.startDate} name="startDate" rules={[{ required: true, message: TOURNAMENT_MESSAGES.startDate }]}>
          <Input type="date" />
        </FieldColumn>
        {CHECKED_DATES.map(({ name, label, message, ok }) => (
          <FieldColumn key={name} md={8} label={label} name={name} dependencies={['startDate']} rules={[afterStart(message, ok)]}>
            <Input type="date" />
          </FieldColumn>
        ))}
      </Row>
      <Form.Item label={TOURNAMENT_SCREEN_TEXTS.venuesField} name="venueNames">
        <Select mode="tags" open={false} placeholder={TOURNAMENT_SCREEN_TEXTS.venuesPlaceholder} />
      </Form.Item>
      <Form.Item label={TOURNAMENT_SCREEN_TEXTS.coverImage} name="coverImage">
        <Input />
      </Form.Item>
      <Form.Item label={TOURNAMENT_SCREEN_TEXTS.description} name="description">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item label={TOURNAMENT_SCREEN_TEXTS.tieBreakers} name="tieBreakers" extra={TOURNAMENT_SCREEN_TEXTS.tieBreakersHelp}>
        <Select mode="multiple" options={TIE_BREAKERS.map((value) => ({ value, label: TIE_BREAKER_LABELS[value] }))} />
      </Form.Item>
      <FormActions
        onCancel={() => navigate(tournament ? `/tournaments/${tournament.id}` : '/tournaments')}
        submitText={tournament ? TOURNAMENT_SCREEN_TEXTS.save : TOURNAMENT_SCREEN_TEXTS.createTitle}
        submitting={save.isPending}
      />
    </Form>
  );
}
