import { diaryToday, type DiarySummary } from '@cricket/contracts';
import { Badge, Button, Calendar, Card, Col, Flex, Row, Statistic } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryView } from '../../common/QueryView';
import { DIARY_UI_TEXTS } from '../../texts';
import { DiaryPage } from '../components/DiaryPage';
import { useDiarySummary } from '../hooks/useDiary';

function DiaryCalendar({ summary }: { summary: DiarySummary }) {
  const navigate = useNavigate();
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const written = useMemo(() => new Set(summary.entryDates), [summary.entryDates]);
  const monthPrefix = month.format('YYYY-MM');
  const inMonth = summary.entryDates.filter((date) => date.startsWith(monthPrefix)).length;
  const figures = [
    { title: DIARY_UI_TEXTS.streak, value: DIARY_UI_TEXTS.days(summary.streak.current) },
    { title: DIARY_UI_TEXTS.longestStreak, value: DIARY_UI_TEXTS.days(summary.streak.longest) },
    { title: DIARY_UI_TEXTS.entriesThisMonth, value: inMonth },
    { title: DIARY_UI_TEXTS.totalEntries, value: summary.stats.totalEntries },
  ];
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.title} xs={12} md={6}>
            <Card size="small">
              <Statistic title={figure.title} value={figure.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card>
        <Calendar
          value={month}
          onPanelChange={(value) => setMonth(value)}
          onSelect={(value, { source }) => {
            setMonth(value);
            if (source === 'date') navigate(`/diary/entry/${value.format('YYYY-MM-DD')}`);
          }}
          cellRender={(current, info) => {
            if (info.type !== 'date' || !written.has(current.format('YYYY-MM-DD'))) return info.originNode;
            return (
              <div data-testid="diary-day-written">
                <Badge status="success" text={DIARY_UI_TEXTS.hasEntry} />
              </div>
            );
          }}
        />
      </Card>
    </Flex>
  );
}

function CalendarLoader() {
  const query = useDiarySummary();
  return <QueryView query={query}>{(summary) => <DiaryCalendar summary={summary} />}</QueryView>;
}

/** /diary: the month calendar with the days that have an entry, and the writing streak. */
export function DiaryCalendarPage() {
  const navigate = useNavigate();
  return (
    <DiaryPage
      title={DIARY_UI_TEXTS.calendarTitle}
      subtitle={DIARY_UI_TEXTS.calendarSubtitle}
      extra={
        <Button type="primary" onClick={() => navigate(`/diary/entry/${diaryToday()}`)}>
          {DIARY_UI_TEXTS.writeToday}
        </Button>
      }
    >
      <CalendarLoader />
    </DiaryPage>
  );
}
