import { attendanceSessionBody, diaryToday, TRAINING_LIMITS, type AttendanceSessionPayload } from '@cricket/contracts';
import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useNavigate, useSearchParams } from '@cricket/shell-sdk/router';
import { submitIfValid } from '../../common/utils/submitIfValid';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { useCreateSession } from '../hooks/useAttendanceMutations';
import { useLists } from '../hooks/useAttendanceQueries';

/** A new session of a list; once created, it opens with its QR code. */
export function NewSessionForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lists = useLists();
  const create = useCreateSession();
  const listId = Number(params.get('listId')) || undefined;
  const submit = (values: AttendanceSessionPayload) => {
    submitIfValid(attendanceSessionBody, values, (payload) => create.mutate(payload, { onSuccess: (session) => navigate(`/sessions/${session.id}`) }));
  };
  return (
    <Card>
      <Form<AttendanceSessionPayload> layout="vertical" initialValues={{ listId, date: diaryToday() }} onFinish={submit}>
        <Form.Item name="listId" label={ATTENDANCE_UI_TEXTS.list} rules={[{ required: true }]}>
          <Select
            loading={lists.isLoading}
            placeholder={ATTENDANCE_UI_TEXTS.chooseList}
            options={(lists.data ?? []).map((list) => ({ value: list.id, label: list.name }))}
            notFoundContent={ATTENDANCE_UI_TEXTS.noLists}
          />
        </Form.Item>
        <Form.Item name="title" label={ATTENDANCE_UI_TEXTS.sessionTitle} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={TRAINING_LIMITS.sessionTitleMax} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="date" label={UI_TEXTS.date} rules={[{ required: true }]}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="startTime" label={ATTENDANCE_UI_TEXTS.startTime} rules={[{ required: true }]}>
              <Input type="time" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="endTime" label={ATTENDANCE_UI_TEXTS.endTime} rules={[{ required: true }]}>
              <Input type="time" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {ATTENDANCE_UI_TEXTS.createSession}
        </Button>
        <Button style={{ marginLeft: 8 }} onClick={() => navigate('/sessions')}>
          {UI_TEXTS.cancel}
        </Button>
      </Form>
    </Card>
  );
}
