import { BarChart } from '@cricket/shell-sdk/charts';
import type { AttendanceDashboard, ListAttendanceRate, MemberAttendanceRate } from '@cricket/contracts';
import { Card, Col, Empty, Flex, Input, Progress, Row, Select, Statistic, Table } from 'antd';
import { useState } from 'react';
import { formatRate, formatShortDate } from '../../common/format';
import { QueryView } from '../../common/QueryView';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { useDashboard, useLists } from '../hooks/useAttendanceQueries';

interface Filter {
  listId?: number;
  from?: string;
  to?: string;
}

function RateBar({ rate }: { rate: number | null }) {
  if (rate === null) return <>{formatRate(rate)}</>;
  return <Progress percent={Math.round(rate)} size="small" status="normal" style={{ minWidth: 140, margin: 0 }} />;
}

function ListRates({ lists }: { lists: ListAttendanceRate[] }) {
  return (
    <Flex vertical gap={12}>
      {lists.map((list) => (
        <div key={list.listId} data-testid="list-rate">
          <Flex justify="space-between">
            <span>{list.listName}</span>
            <span>
              {formatRate(list.rate)} · {ATTENDANCE_UI_TEXTS.sessionCount(list.sessions)}
            </span>
          </Flex>
          <RateBar rate={list.rate} />
        </div>
      ))}
    </Flex>
  );
}

function MemberRates({ members }: { members: MemberAttendanceRate[] }) {
  return (
    <Table<MemberAttendanceRate>
      rowKey={(row) => row.memberId}
      size="small"
      dataSource={members}
      scroll={{ x: true }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      columns={[
        { key: 'name', title: ATTENDANCE_UI_TEXTS.memberName, dataIndex: 'name' },
        { key: 'list', title: ATTENDANCE_UI_TEXTS.list, dataIndex: 'listName' },
        { key: 'sessions', title: ATTENDANCE_UI_TEXTS.sessions, dataIndex: 'sessions' },
        { key: 'present', title: ATTENDANCE_UI_TEXTS.attended, render: (_, row) => row.present + row.late },
        { key: 'rate', title: ATTENDANCE_UI_TEXTS.rate, render: (_, row) => <span aria-label={`${row.name} ${formatRate(row.rate)}`}>{formatRate(row.rate)}</span> },
        { key: 'bar', title: '', render: (_, row) => <RateBar rate={row.rate} /> },
      ]}
    />
  );
}

function DashboardView({ dashboard }: { dashboard: AttendanceDashboard }) {
  if (dashboard.overall.sessions === 0) return <Empty description={ATTENDANCE_UI_TEXTS.noStats} />;
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={ATTENDANCE_UI_TEXTS.overallRate} value={formatRate(dashboard.overall.rate)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={ATTENDANCE_UI_TEXTS.sessions} value={dashboard.overall.sessions} />
          </Card>
        </Col>
      </Row>
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

function Dashboard() {
  const [filter, setFilter] = useState<Filter>({});
  const lists = useLists();
  const query = useDashboard(filter);
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ minWidth: 220 }}
          placeholder={ATTENDANCE_UI_TEXTS.allLists}
          value={filter.listId}
          onChange={(listId?: number) => setFilter({ ...filter, listId })}
          options={(lists.data ?? []).map((list) => ({ value: list.id, label: list.name }))}
        />
        <Input type="date" aria-label={ATTENDANCE_UI_TEXTS.from} style={{ width: 170 }} value={filter.from ?? ''} onChange={(e) => setFilter({ ...filter, from: e.target.value || undefined })} />
        <Input type="date" aria-label={ATTENDANCE_UI_TEXTS.to} style={{ width: 170 }} value={filter.to ?? ''} onChange={(e) => setFilter({ ...filter, to: e.target.value || undefined })} />
      </Flex>
      <QueryView query={query}>{(dashboard) => <DashboardView dashboard={dashboard} />}</QueryView>
    </>
  );
}

/** /dashboard: attendance rate per member and per list, and over time. */
export function DashboardPage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.dashboardTitle} subtitle={ATTENDANCE_UI_TEXTS.dashboardSubtitle}>
      <Dashboard />
    </AttendancePage>
  );
}
