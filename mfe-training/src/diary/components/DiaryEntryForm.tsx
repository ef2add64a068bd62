import {
  DIARY_AWARD_LABELS,
  DIARY_AWARDS,
  diaryDerived,
  diaryEntryBody,
  MOOD_LABELS,
  parseWith,
  TRAINING_LIMITS,
  type DiaryAward,
  type DiaryBatting,
  type DiaryBowling,
  type DiaryEntryPayload,
  type DiaryEntryResponse,
  type DiaryFielding,
} from '@cricket/contracts';
import { toastError } from '@cricket/shell-sdk';
import { Button, Card, Checkbox, Col, Flex, Form, Input, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DIARY_UI_TEXTS, UI_TEXTS } from '../../texts';
import { DerivedFigures } from './DerivedFigures';

interface DiaryFormValues {
  mood: number;
  trainingHours: number;
  activities: string[];
  notes?: string;
  batted: boolean;
  batting: DiaryBatting;
  bowled: boolean;
  bowling: DiaryBowling;
  fielded: boolean;
  fielding: DiaryFielding;
  awards: DiaryAward[];
}

const EMPTY_BATTING: DiaryBatting = { ballsFaced: 0, runs: 0, fours: 0, sixes: 0, shotExecution: 5 };
const EMPTY_BOWLING: DiaryBowling = { overs: 0, wickets: 0, runsConceded: 0, lineLengthConsistency: 5 };
const EMPTY_FIELDING: DiaryFielding = { catches: 0, runOuts: 0, fieldingActions: 0, effort: 5 };

function toValues(entry: DiaryEntryResponse | null): DiaryFormValues {
  return {
    mood: entry?.mood ?? 3,
    trainingHours: entry?.trainingHours ?? 0,
    activities: entry?.activities ?? [],
    notes: entry?.notes ?? undefined,
    batted: !!entry?.batting,
    batting: entry?.batting ?? EMPTY_BATTING,
    bowled: !!entry?.bowling,
    bowling: entry?.bowling ?? EMPTY_BOWLING,
    fielded: !!entry?.fielding,
    fielding: entry?.fielding ?? EMPTY_FIELDING,
    awards: entry ? DIARY_AWARDS.filter((award) => entry.awards[award]) : [],
  };
}

/** A section the person did not play that day travels as null. */
function toPayload(values: DiaryFormValues): DiaryEntryPayload {
  return {
    mood: values.mood,
    trainingHours: values.trainingHours ?? 0,
    activities: values.activities ?? [],
    notes: values.notes?.trim() || null,
    batting: values.batted ? values.batting : null,
    bowling: values.bowled ? values.bowling : null,
    fielding: values.fielded ? values.fielding : null,
    awards: Object.fromEntries(DIARY_AWARDS.map((award) => [award, (values.awards ?? []).includes(award)])),
  };
}

function CountField({ name, label, min = 0, max = TRAINING_LIMITS.countMax, step = 1, precision = 0 }: { name: (string | number)[]; label: string; min?: number; max?: number; step?: number; precision?: number }) {
  return (
    <Col xs={12} md={6}>
      <Form.Item name={name} label={label}>
        <InputNumber min={min} max={max} step={step} precision={precision} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
}

function RatingField({ name, label }: { name: (string | number)[]; label: string }) {
  return <CountField name={name} label={label} min={TRAINING_LIMITS.ratingMin} max={TRAINING_LIMITS.ratingMax} />;
}

/** A card whose switch says whether the person batted, bowled or fielded; its fields show only then. */
function Section({ title, toggle, children }: { title: string; toggle: 'batted' | 'bowled' | 'fielded'; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Form.Item name={toggle} valuePropName="checked" noStyle>
          <Switch aria-label={title} />
        </Form.Item>
      }
    >
      <Form.Item noStyle shouldUpdate={(prev: DiaryFormValues, next: DiaryFormValues) => prev[toggle] !== next[toggle]}>
        {({ getFieldValue }) => (getFieldValue(toggle) ? children : <Typography.Text type="secondary">{DIARY_UI_TEXTS.sectionOff(title)}</Typography.Text>)}
      </Form.Item>
    </Card>
  );
}

export interface DiaryEntryFormProps {
  entry: DiaryEntryResponse | null;
  saving: boolean;
  onSave: (payload: DiaryEntryPayload) => void;
  extra?: ReactNode;
}

/** Mood, hours, activities, notes, batting, bowling, fielding and awards; strike rate, boundary % and economy are worked out, never typed. */
export function DiaryEntryForm({ entry, saving, onSave, extra }: DiaryEntryFormProps) {
  const [form] = Form.useForm<DiaryFormValues>();
  const watched = Form.useWatch([], form);
  const derived = diaryDerived({
    batting: watched?.batted ? (watched.batting ?? null) : null,
    bowling: watched?.bowled ? (watched.bowling ?? null) : null,
  });
  const submit = (values: DiaryFormValues) => {
    const payload = toPayload(values);
    const parsed = parseWith(diaryEntryBody, payload);
    if (!parsed.ok) {
      toastError(UI_TEXTS.errorTitle, parsed.message);
      return;
    }
    onSave(payload);
  };
  return (
    <Form<DiaryFormValues> form={form} layout="vertical" initialValues={toValues(entry)} onFinish={submit}>
      <Flex vertical gap={16}>
        <Card size="small" title={DIARY_UI_TEXTS.general}>
          <Form.Item name="mood" label={DIARY_UI_TEXTS.mood}>
            <Radio.Group
              optionType="button"
              options={[1, 2, 3, 4, 5].map((mood) => ({ value: mood, label: `${mood} · ${MOOD_LABELS[mood]}` }))}
            />
          </Form.Item>
          <Row gutter={16}>
            <CountField name={['trainingHours']} label={DIARY_UI_TEXTS.trainingHours} max={TRAINING_LIMITS.trainingHoursMax} step={0.25} precision={2} />
            <Col xs={24} md={18}>
              <Form.Item name="activities" label={DIARY_UI_TEXTS.activities}>
                <Select mode="tags" open={false} suffixIcon={null} placeholder={DIARY_UI_TEXTS.activitiesPlaceholder} maxCount={TRAINING_LIMITS.activitiesMax} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="notes" label={DIARY_UI_TEXTS.notes}>
            <Input.TextArea rows={3} maxLength={TRAINING_LIMITS.notesMax} showCount />
          </Form.Item>
        </Card>

        <Section title={DIARY_UI_TEXTS.batting} toggle="batted">
          <Row gutter={16}>
            <CountField name={['batting', 'ballsFaced']} label={DIARY_UI_TEXTS.ballsFaced} />
            <CountField name={['batting', 'runs']} label={DIARY_UI_TEXTS.runs} />
            <CountField name={['batting', 'fours']} label={DIARY_UI_TEXTS.fours} />
            <CountField name={['batting', 'sixes']} label={DIARY_UI_TEXTS.sixes} />
            <RatingField name={['batting', 'shotExecution']} label={DIARY_UI_TEXTS.shotExecution} />
          </Row>
        </Section>

        <Section title={DIARY_UI_TEXTS.bowling} toggle="bowled">
          <Row gutter={16}>
            <CountField name={['bowling', 'overs']} label={DIARY_UI_TEXTS.overs} step={0.1} precision={1} />
            <CountField name={['bowling', 'wickets']} label={DIARY_UI_TEXTS.wickets} />
            <CountField name={['bowling', 'runsConceded']} label={DIARY_UI_TEXTS.runsConceded} />
            <RatingField name={['bowling', 'lineLengthConsistency']} label={DIARY_UI_TEXTS.lineLength} />
          </Row>
        </Section>

        <Section title={DIARY_UI_TEXTS.fielding} toggle="fielded">
          <Row gutter={16}>
            <CountField name={['fielding', 'catches']} label={DIARY_UI_TEXTS.catches} />
            <CountField name={['fielding', 'runOuts']} label={DIARY_UI_TEXTS.runOuts} />
            <CountField name={['fielding', 'fieldingActions']} label={DIARY_UI_TEXTS.fieldingActions} />
            <RatingField name={['fielding', 'effort']} label={DIARY_UI_TEXTS.fieldingEffort} />
          </Row>
        </Section>

        <DerivedFigures derived={derived} />

        <Card size="small" title={DIARY_UI_TEXTS.awards}>
          <Form.Item name="awards" noStyle>
            <Checkbox.Group options={DIARY_AWARDS.map((award) => ({ value: award, label: DIARY_AWARD_LABELS[award] }))} />
          </Form.Item>
        </Card>

        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {DIARY_UI_TEXTS.saveEntry}
          </Button>
          {extra}
        </Flex>
      </Flex>
    </Form>
  );
}
