import { attendanceListBody, TRAINING_LIMITS, type AttendanceListPayload, type AttendanceMemberPayload } from '@cricket/contracts';
import { Form, Input, Select } from 'antd';
import { FormButtons } from '../../common/components/FormButtons';
import { submitIfValid } from '../../common/utils/submitIfValid';
import { useBatches } from '../../training/hooks/useTrainingQueries';
import { ATTENDANCE_UI_TEXTS, TRAINING_UI_TEXTS } from '../../texts';
import { useWorkspaceMembers } from '../hooks/useWorkspaceMembers';
import { memberOption, memberPayload } from '../utils/memberChoice';

interface ListFormValues {
  name: string;
  description?: string;
  batchId?: number;
  memberIds?: number[];
  guests?: string[];
}

export interface ListFormProps {
  /** Editing changes name and description only; members are added and removed one by one. */
  initial?: { name: string; description: string | null };
  submitting: boolean;
  submitLabel: string;
  onSubmit: (payload: AttendanceListPayload) => void;
  onCancel: () => void;
}

/** A list's name and description; a new list also takes its batch, workspace members and guests. */
export function ListForm({ initial, submitting, submitLabel, onSubmit, onCancel }: ListFormProps) {
  const creating = !initial;
  const members = useWorkspaceMembers();
  const batches = useBatches();
  const submit = (values: ListFormValues) => {
    const chosen: AttendanceMemberPayload[] = (values.memberIds ?? []).flatMap((userId) => {
      const member = members.data?.find((m) => m.userId === userId);
      return member ? [memberPayload(member)] : [];
    });
    const payload: AttendanceListPayload = {
      name: values.name,
      description: values.description?.trim() || null,
      ...(creating ? { batchId: values.batchId ?? null, members: [...chosen, ...(values.guests ?? []).map((name) => ({ name }))] } : {}),
    };
    submitIfValid(attendanceListBody, payload, onSubmit);
  };
  return (
    <Form<ListFormValues> layout="vertical" initialValues={{ name: initial?.name, description: initial?.description ?? undefined }} onFinish={submit}>
      <Form.Item name="name" label={ATTENDANCE_UI_TEXTS.listName} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={TRAINING_LIMITS.listNameMax} />
      </Form.Item>
      <Form.Item name="description" label={ATTENDANCE_UI_TEXTS.listDescription}>
        <Input.TextArea rows={2} maxLength={TRAINING_LIMITS.descriptionMax} showCount />
      </Form.Item>
      {creating && (
        <>
          <Form.Item name="batchId" label={ATTENDANCE_UI_TEXTS.batchOptional} extra={ATTENDANCE_UI_TEXTS.batchHelp}>
            <Select
              allowClear
              loading={batches.isLoading}
              options={(batches.data ?? []).map((batch) => ({ value: batch.id, label: batch.name }))}
              placeholder={TRAINING_UI_TEXTS.browseTitle}
            />
          </Form.Item>
          <Form.Item name="memberIds" label={ATTENDANCE_UI_TEXTS.listMembers}>
            <Select
              mode="multiple"
              optionFilterProp="label"
              loading={members.isLoading}
              placeholder={ATTENDANCE_UI_TEXTS.selectMember}
              options={(members.data ?? []).map(memberOption)}
            />
          </Form.Item>
          <Form.Item name="guests" label={ATTENDANCE_UI_TEXTS.guests} extra={ATTENDANCE_UI_TEXTS.guestsHelp}>
            <Select mode="tags" open={false} suffixIcon={null} placeholder={ATTENDANCE_UI_TEXTS.guestName} />
          </Form.Item>
        </>
      )}
      <FormButtons submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
