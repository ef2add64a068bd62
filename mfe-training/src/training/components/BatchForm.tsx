import {
  BATCH_LEVEL_LABELS,
  BATCH_LEVELS,
  BATCH_STATUS_LABELS,
  SCHEDULE_DAY_LABELS,
  SCHEDULE_DAYS,
  SETTABLE_BATCH_STATUSES,
  TRAINING_LIMITS,
  trainingBatchBody,
  type TrainingBatchPayload,
  type TrainingBatchResponse,
} from '@cricket/contracts';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { FormButtons } from '../../common/components/FormButtons';
import { submitIfValid } from '../../common/utils/submitIfValid';
import { TRAINING_UI_TEXTS, UI_TEXTS } from '../../texts';
import { NEW_BATCH_VALUES, toPayload, toValues, type BatchFormValues } from '../utils/batchFormValues';

/**
 * The days of the week as a named group of checkboxes. Form.Item marks its control
 * `aria-required`, which ARIA allows on no group of checkboxes (axe aria-allowed-attr): the
 * label's required mark and the rule's message say it instead.
 */
function ScheduleDays({ 'aria-required': _required, ...props }: CheckboxGroupProps<string> & { 'aria-required'?: unknown }) {
  return (
    <Checkbox.Group
      {...props}
      role="group"
      aria-label={TRAINING_UI_TEXTS.days}
      options={SCHEDULE_DAYS.map((day) => ({ value: day, label: SCHEDULE_DAY_LABELS[day] }))}
    />
  );
}

export interface BatchFormProps {
  /** The batch being edited; a new batch when absent. */
  batch?: TrainingBatchResponse;
  submitting: boolean;
  submitLabel: string;
  /** Called with a batch that passed the service's rules. */
  onSubmit: (payload: TrainingBatchPayload) => void;
  onCancel: () => void;
}

/** The fields of a training batch; a batch the service would refuse is refused here with the same message, and not sent. */
export function BatchForm({ batch, submitting, submitLabel, onSubmit, onCancel }: BatchFormProps) {
  const initialValues: Partial<BatchFormValues> = batch ? toValues(batch) : NEW_BATCH_VALUES;
  return (
    <Form<BatchFormValues> layout="vertical" initialValues={initialValues} onFinish={(values) => submitIfValid(trainingBatchBody, toPayload(values), onSubmit)}>
      <Form.Item name="name" label={TRAINING_UI_TEXTS.batchName} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={TRAINING_LIMITS.nameMax} />
      </Form.Item>
      <Form.Item name="description" label={TRAINING_UI_TEXTS.description}>
        <Input.TextArea rows={3} maxLength={TRAINING_LIMITS.descriptionMax} showCount />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="level" label={TRAINING_UI_TEXTS.level} rules={[{ required: true }]}>
            <Select options={BATCH_LEVELS.map((level) => ({ value: level, label: BATCH_LEVEL_LABELS[level] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="location" label={TRAINING_UI_TEXTS.location}>
            <Input maxLength={TRAINING_LIMITS.locationMax} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="scheduleDays" label={TRAINING_UI_TEXTS.days} rules={[{ required: true, type: 'array', min: 1 }]}>
        <ScheduleDays />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="startTime" label={TRAINING_UI_TEXTS.startTime} rules={[{ required: true }]}>
            <Input type="time" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="endTime" label={TRAINING_UI_TEXTS.endTime} rules={[{ required: true }]}>
            <Input type="time" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="startDate" label={TRAINING_UI_TEXTS.startDate} rules={[{ required: true }]}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="endDate" label={TRAINING_UI_TEXTS.endDate} rules={[{ required: true }]}>
            <Input type="date" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="capacity" label={TRAINING_UI_TEXTS.capacity} rules={[{ required: true }]}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="monthlyFeeRupees" label={TRAINING_UI_TEXTS.feeRupees} rules={[{ required: true }]}>
            <InputNumber min={0} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {batch && (
          <Col xs={12} md={6}>
            <Form.Item name="status" label={UI_TEXTS.status}>
              <Select options={SETTABLE_BATCH_STATUSES.map((status) => ({ value: status, label: BATCH_STATUS_LABELS[status] }))} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <FormButtons submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
