import { ATTENDANCE_STATUS_LABELS, attendanceRate, formatDate, type AttendanceSessionDetail } from '@cricket/contracts';
import { Card, Col, Descriptions, Flex, Row, Statistic } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { formatRate, formatTimeRange } from '../../common/utils/format';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { AttendeesTable } from './AttendeesTable';
import { CloseSessionButton } from './CloseSessionButton';
import { GuardedLinkButton } from './GuardedLinkButton';
import { SessionQrCard } from './SessionQrCard';
import { SessionStatusTag } from './SessionStatusTag';

/** A session's date, time and list, its counts, its roster with their marks and, while open, its QR code. */
export function SessionView({ session }: { session: AttendanceSessionDetail }) {
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
