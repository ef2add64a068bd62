import { ATTENDANCE_STATUS_LABELS, attendanceRate, type AttendanceSessionDetail } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Card, Col, Descriptions, Empty, Flex, Popconfirm, Row, Statistic } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatRate, formatTimeRange } from '../../common/format';
import { QueryView } from '../../common/QueryView';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { AttendeesTable } from '../components/AttendeesTable';
import { SessionStatusTag } from '../components/AttendanceStatusTag';
import { GuardedLinkButton } from '../components/GuardedLinkButton';
import { SessionQrCard } from '../components/SessionQrCard';
import { useCloseSession } from '../hooks/useAttendanceMutations';
import { useSession } from '../hooks/useAttendanceQueries';

function CloseSessionButton({ session }: { session: AttendanceSessionDetail }) {
  const close = useCloseSession();
  if (session.status === 'closed') return null;
  return (
    <PermissionGuard module="attendance" action="edit" mode="disable" showTooltip>
      <Popconfirm title={ATTENDANCE_UI_TEXTS.closeConfirm} onConfirm={() => close.mutate(session.id)}>
        <Button danger loading={close.isPending}>
          {ATTENDANCE_UI_TEXTS.closeSession}
        </Button>
      </Popconfirm>
    </PermissionGuard>
  );
}

function SessionView({ session }: { session: AttendanceSessionDetail }) {
  const { counts } = session;
  const figures = [
    { title: ATTENDANCE_STATUS_LABELS.present, value: counts.present },
    { title: ATTENDANCE_STATUS_LABELS.late, value: counts.late },
    { title: ATTENDANCE_STATUS_LABELS.excused, value: counts.excused },
    { title: ATTENDANCE_STATUS_LABELS.absent, value: counts.absent },
    { title: ATTENDANCE_UI_TEXTS.unmarked, value: counts.unmarked },
    { title: ATTENDANCE_UI_TEXTS.rate, value: formatRate(attendanceRate(counts)) },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Flex vertical gap={16}>
          <Card
            title={
              <Flex gap={8} align="center">
                <span>{session.title}</span>
                <SessionStatusTag status={session.status} />
              </Flex>
            }
            extra={
              <Flex gap={8}>
                <GuardedLinkButton to={`/mark-attendance?session=${session.id}`} action="edit" label={ATTENDANCE_UI_TEXTS.markTitle} />
                <CloseSessionButton session={session} />
              </Flex>
            }
          >
            <Descriptions column={{ xs: 1, md: 3 }} size="small">
              <Descriptions.Item label={UI_TEXTS.date}>{formatDate(session.date)}</Descriptions.Item>
              <Descriptions.Item label={ATTENDANCE_UI_TEXTS.time}>{formatTimeRange(session.startTime, session.endTime)}</Descriptions.Item>
              <Descriptions.Item label={ATTENDANCE_UI_TEXTS.list}>
                <Link to={`/lists/${session.listId}`}>{session.listName}</Link>
              </Descriptions.Item>
            </Descriptions>
            <Row gutter={[8, 8]} style={{ marginTop: 8 }}>
              {figures.map((figure) => (
                <Col key={figure.title} xs={8} md={4}>
                  <Statistic title={figure.title} value={figure.value} />
                </Col>
              ))}
            </Row>
          </Card>
          <Card title={ATTENDANCE_UI_TEXTS.listMembers}>
            <AttendeesTable attendees={session.attendees} />
          </Card>
        </Flex>
      </Col>
      <Col xs={24} lg={10}>
        <SessionQrCard session={session} />
      </Col>
    </Row>
  );
}

function SessionLoader({ id }: { id: number }) {
  const query = useSession(id);
  return <QueryView query={query}>{(session) => <SessionView session={session} />}</QueryView>;
}

/** /sessions/{id} and /view-session/{id}: a session's marks and, while open, its QR code. */
export function SessionDetailPage() {
  const id = Number(useParams().id);
  return (
    <AttendancePage
      title={ATTENDANCE_UI_TEXTS.sessionsTitle}
      extra={
        <Link to="/sessions">
          <Button>{UI_TEXTS.back}</Button>
        </Link>
      }
    >
      {Number.isInteger(id) && id > 0 ? <SessionLoader id={id} /> : <Empty description={ATTENDANCE_UI_TEXTS.sessionNotFound} />}
    </AttendancePage>
  );
}
