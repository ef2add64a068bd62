import { formatDate, type AttendanceSessionResponse } from '@cricket/contracts';
import { Card, Col, Empty, Row } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { formatTimeRange } from '../../common/utils/format';
import { ATTENDANCE_UI_TEXTS } from '../../texts';

/** The sessions open for check-in right now, a card each. */
export function OpenSessions({ sessions }: { sessions: AttendanceSessionResponse[] }) {
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
