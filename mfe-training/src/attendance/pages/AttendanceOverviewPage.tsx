import type { AttendanceSessionResponse } from '@cricket/contracts';
import { Button, Card, Col, Empty, Flex, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatTimeRange } from '../../common/format';
import { QueryView } from '../../common/QueryView';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { GuardedLinkButton } from '../components/GuardedLinkButton';
import { useLists, useSessions } from '../hooks/useAttendanceQueries';

function OpenSessions({ sessions }: { sessions: AttendanceSessionResponse[] }) {
  if (sessions.length === 0) return <Empty description={ATTENDANCE_UI_TEXTS.noOpenSessions} />;
  return (
    <Row gutter={[16, 16]}>
      {sessions.map((session) => (
        <Col key={session.id} xs={24} md={12} lg={8}>
          <Card size="small" title={session.title} extra={<Link to={`/sessions/${session.id}`}>{ATTENDANCE_UI_TEXTS.viewSession}</Link>}>
            <div>{session.listName}</div>
            <div>
              {formatDate(session.date)} · {formatTimeRange(session.startTime, session.endTime)}
            </div>
            <div>
              {ATTENDANCE_UI_TEXTS.attended}: {session.counts.present + session.counts.late} / {session.rosterSize}
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function Overview() {
  const lists = useLists();
  const sessions = useSessions();
  const open = (sessions.data ?? []).filter((session) => session.status === 'open');
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={8}>
          <Card size="small">
            <Statistic title={ATTENDANCE_UI_TEXTS.totalLists} value={lists.data?.length ?? 0} loading={lists.isLoading} />
          </Card>
        </Col>
        <Col xs={8}>
          <Card size="small">
            <Statistic title={ATTENDANCE_UI_TEXTS.totalSessions} value={sessions.data?.length ?? 0} loading={sessions.isLoading} />
          </Card>
        </Col>
        <Col xs={8}>
          <Card size="small">
            <Statistic title={ATTENDANCE_UI_TEXTS.openSessions} value={open.length} loading={sessions.isLoading} />
          </Card>
        </Col>
      </Row>
      <Card title={ATTENDANCE_UI_TEXTS.openSessions}>
        <QueryView query={sessions}>{() => <OpenSessions sessions={open} />}</QueryView>
      </Card>
      <Flex gap={8} wrap>
        <Link to="/dashboard">
          <Button>{ATTENDANCE_UI_TEXTS.dashboardTitle}</Button>
        </Link>
        <Link to="/qr-guide">
          <Button>{ATTENDANCE_UI_TEXTS.guideTitle}</Button>
        </Link>
      </Flex>
    </Flex>
  );
}

/** /attendance: lists, sessions and the sessions open for check-in right now. */
export function AttendanceOverviewPage() {
  return (
    <AttendancePage
      title={ATTENDANCE_UI_TEXTS.overviewTitle}
      subtitle={ATTENDANCE_UI_TEXTS.overviewSubtitle}
      extra={
        <>
          <GuardedLinkButton to="/new-list" action="create" label={ATTENDANCE_UI_TEXTS.newList} />
          <GuardedLinkButton to="/new-session" action="create" label={ATTENDANCE_UI_TEXTS.newSession} primary />
        </>
      }
    >
      <Overview />
    </AttendancePage>
  );
}
