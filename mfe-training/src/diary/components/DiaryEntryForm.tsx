import { DIARY_AWARD_LABELS, DIARY_AWARDS, diaryDerived, diaryEntryBody, MOOD_LABELS, TRAINING_LIMITS, type DiaryEntryPayload, type DiaryEntryResponse } from '@cricket/contracts';
import { Button, Card, Checkbox, Col, Flex, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { submitIfValid } from '../../common/utils/submitIfValid';
import { DIARY_UI_TEXTS } from '../../texts';
import { toPayload, toValues, type DiaryFormValues } from '../utils/diaryFormValues';
import { DerivedFigures } from './DerivedFigures';
import { DiarySection } from './DiarySection';

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
    submitIfValid(diaryEntryBody, toPayload(values), onSave);
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

        <DiarySection title={DIARY_UI_TEXTS.batting} toggle="batted">
          <Row gutter={16}>
            <CountField name={['batting', 'ballsFaced']} label={DIARY_UI_TEXTS.ballsFaced} />
            <CountField name={['batting', 'runs']} label={DIARY_UI_TEXTS.runs} />
            <CountField name={['batting', 'fours']} label={DIARY_UI_TEXTS.fours} />
            <CountField name={['batting', 'sixes']} label={DIARY_UI_TEXTS.sixes} />
            <RatingField name={['batting', 'shotExecution']} label={DIARY_UI_TEXTS.shotExecution} />
          </Row>
        </DiarySection>

        <DiarySection title={DIARY_UI_TEXTS.bowling} toggle="bowled">
          <Row gutter={16}>
            <CountField name={['bowling', 'overs']} label={DIARY_UI_TEXTS.overs} step={0.1} precision={1} />
            <CountField name={['bowling', 'wickets']} label={DIARY_UI_TEXTS.wickets} />
            <CountField name={['bowling', 'runsConceded']} label={DIARY_UI_TEXTS.runsConceded} />
            <RatingField name={['bowling', 'lineLengthConsistency']} label={DIARY_UI_TEXTS.lineLength} />
          </Row>
        </DiarySection>

        <DiarySection title={DIARY_UI_TEXTS.fielding} toggle="fielded">
          <Row gutter={16}>
            <CountField name={['fielding', 'catches']} label={DIARY_UI_TEXTS.catches} />
            <CountField name={['fielding', 'runOuts']} label={DIARY_UI_TEXTS.runOuts} />
            <CountField name={['fielding', 'fieldingActions']} label={DIARY_UI_TEXTS.fieldingActions} />
            <RatingField name={['fielding', 'effort']} label={DIARY_UI_TEXTS.fieldingEffort} />
          </Row>
        </DiarySection>

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
