import {
  DEFAULT_MATCH_FORMAT,
  DEFAULT_TIE_BREAKERS,
  MATCH_FORMATS,
  MATCH_MESSAGES,
  MAX_PLAYERS_PER_SIDE,
  MIN_PLAYERS_PER_SIDE,
  PLAYERS_PER_SIDE,
  TOURNAMENT_MESSAGES,
  TIE_BREAKER_LABELS,
  TIE_BREAKERS,
  createTournamentBody,
  type CreateTournamentPayload,
  type TieBreaker,
  type TournamentResponse,
} from '@cricket/contracts';
import { errorMessage, schemaRule, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../common/Page';
import { PageHeader } from '../../common/PageHeader';
import { PageSpinner } from '../../common/RequireAuth';
import { MATCH_SCREEN_TEXTS, TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useSaveTournament, useTournament } from '../api';
import { TournamentNotFound } from './TournamentNotFound';

interface Values {
  name: string;
  format: string;
  startDate: string;
  endDate?: string;
  registrationDeadline?: string;
  maxTeams: number;
  playersPerSide: number;
  venueNames?: string[];
  coverImage?: string;
  description?: string;
  tieBreakers: TieBreaker[];
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function valuesOf(tournament: TournamentResponse | undefined): Partial<Values> {
  if (!tournament) return { format: DEFAULT_MATCH_FORMAT, maxTeams: 8, playersPerSide: PLAYERS_PER_SIDE, venueNames: [], tieBreakers: [...DEFAULT_TIE_BREAKERS] };
  return {
    name: tournament.name,
    format: tournament.format,
    startDate: tournament.startDate,
    endDate: tournament.endDate ?? undefined,
    registrationDeadline: tournament.registrationDeadline ?? undefined,
    maxTeams: tournament.maxTeams,
    playersPerSide: tournament.playersPerSide,
    venueNames: tournament.venueNames,
    coverImage: tournament.coverImage ?? undefined,
    description: tournament.description ?? undefined,
    tieBreakers: tournament.tieBreakers,
  };
}

const afterStart = (message: string, ok: (start: string, value: string) => boolean): Rule => ({ getFieldValue }) => ({
  validator: (_, value: string | undefined) => {
    const start = getFieldValue('startDate') as string | undefined;
    return !value || !start || ok(start, value) ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

function TournamentForm({ tournament }: { tournament?: TournamentResponse }) {
  const navigate = useNavigate();
  const save = useSaveTournament(tournament ? String(tournament.id) : null);

  const submit = (values: Values) => {
    const payload: CreateTournamentPayload = {
      name: values.name.trim(),
      format: values.format as CreateTournamentPayload['format'],
      startDate: values.startDate,
      endDate: blankToNull(values.endDate),
      registrationDeadline: blankToNull(values.registrationDeadline),
      maxTeams: values.maxTeams,
      playersPerSide: values.playersPerSide,
      venueNames: (values.venueNames ?? []).map((v) => v.trim()).filter(Boolean),
      coverImage: blankToNull(values.coverImage),
      description: blankToNull(values.description),
      tieBreakers: values.tieBreakers,
    };
    save.mutate(payload, {
      onSuccess: (saved) => {
        toastSuccess(tournament ? TOURNAMENT_SCREEN_TEXTS.updatedTitle : TOURNAMENT_SCREEN_TEXTS.createdTitle, saved.name);
        navigate(`/tournaments/${saved.id}`);
      },
      onError: (error) => toastError(TOURNAMENT_SCREEN_TEXTS.saveErrorTitle, errorMessage(error, TOURNAMENT_SCREEN_TEXTS.saveErrorFallback)),
    });
  };

  return (
    <Form layout="vertical" initialValues={valuesOf(tournament)} onFinish={submit} requiredMark={false}>
      <Form.Item
        label={TOURNAMENT_SCREEN_TEXTS.name}
        name="name"
        rules={[schemaRule(createTournamentBody.entries.name)]}
      >
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={TOURNAMENT_SCREEN_TEXTS.format} name="format">
            <Select options={MATCH_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={TOURNAMENT_SCREEN_TEXTS.maxTeams}
            name="maxTeams"
            rules={[schemaRule(createTournamentBody.entries.maxTeams)]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={TOURNAMENT_SCREEN_TEXTS.playersPerSide}
            name="playersPerSide"
            rules={[{ required: true, type: 'integer', min: MIN_PLAYERS_PER_SIDE, max: MAX_PLAYERS_PER_SIDE, message: MATCH_MESSAGES.playersPerSide }]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label={TOURNAMENT_SCREEN_TEXTS.startDate} name="startDate" rules={[{ required: true, message: TOURNAMENT_MESSAGES.startDate }]}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            label={TOURNAMENT_SCREEN_TEXTS.endDate}
            name="endDate"
            dependencies={['startDate']}
            rules={[afterStart(TOURNAMENT_MESSAGES.endBeforeStart, (start, end) => end >= start)]}
          >
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            label={TOURNAMENT_SCREEN_TEXTS.registrationDeadline}
            name="registrationDeadline"
            dependencies={['startDate']}
            rules={[afterStart(TOURNAMENT_MESSAGES.deadlineAfterStart, (start, deadline) => deadline <= start)]}
          >
            <Input type="date" />
          </Form.Item>
        </Col>
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
      <Flex justify="end" gap={8}>
        <Button onClick={() => navigate(tournament ? `/tournaments/${tournament.id}` : '/tournaments')}>{MATCH_SCREEN_TEXTS.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {tournament ? TOURNAMENT_SCREEN_TEXTS.save : TOURNAMENT_SCREEN_TEXTS.createTitle}
        </Button>
      </Flex>
    </Form>
  );
}

function EditTournament({ id }: { id: string }) {
  const tournament = useTournament(id);
  if (tournament.isLoading) return <PageSpinner />;
  if (!tournament.data) return <TournamentNotFound />;
  return <TournamentForm tournament={tournament.data} />;
}

/** Create (/tournaments/create) and edit (/tournaments/{id}/edit) a tournament. */
export function TournamentFormPage() {
  const { id } = useParams();
  return (
    <Page narrow>
      <PageHeader
        title={id ? TOURNAMENT_SCREEN_TEXTS.editTitle : TOURNAMENT_SCREEN_TEXTS.createTitle}
        subtitle={id ? TOURNAMENT_SCREEN_TEXTS.editSubtitle : TOURNAMENT_SCREEN_TEXTS.createSubtitle}
      />
      <Card>{id ? <EditTournament id={id} /> : <TournamentForm />}</Card>
    </Page>
  );
}
