import { BarChart } from '@cricket/shell-sdk/charts';
import { formatShortDate, type AttendanceDashboard } from '@cricket/contracts';
import { Card, Col, Empty, Flex, Row } from 'antd';
import { StatisticCards } from '../../common/components/StatisticCards';
import { formatRate } from '../../common/utils/format';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { ListRates } from './ListRates';
import { MemberRates } from './MemberRates';

/** The overall rate, the rate per session over time, per list and per member. */
export function DashboardView({ dashboard }: { dashboard: AttendanceDashboard }) {
  if (dashboard.overall.sessions === 0) return <Empty description={ATTENDANCE_UI_TEXTS.noStats} />;
  const figures = [
    { title: ATTENDANCE_UI_TEXTS.overallRate, value: formatRate(dashboard.overall.rate) },
    { title: ATTENDANCE_UI_TEXTS.sessions, value: dashboard.overall.sessions },
  ];
  return (
    <Flex vertical gap={16}>
      <StatisticCards figures={figures} span={{ xs: 12, md: 6 }} />
      <Card title={ATTENDANCE_UI_TEXTS.overTime}>
        <BarChart
          title={ATTENDANCE_UI_TEXTS.rateOverTime}
          max={100}
          format={(value) => `${Math.round(value)}%`}
          groups={dashboard.trend.map((point) => ({ key: point.sessionId, label: formatShortDate(point.date), values: [point.rate] }))}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card title={ATTENDANCE_UI_TEXTS.perList}>
            <ListRates lists={dashboard.lists} />
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card title={ATTENDANCE_UI_TEXTS.perMember}>
            <MemberRates members={dashboard.members} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
