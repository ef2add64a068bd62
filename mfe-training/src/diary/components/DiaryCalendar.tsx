import type { DiarySummary } from '@cricket/contracts';
import { Badge, Calendar, Card, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { StatisticCards } from '../../common/components/StatisticCards';
import { DIARY_UI_TEXTS } from '../../texts';

/** The writing streak and the month calendar with the days that have an entry; a day opens its entry. */
export function DiaryCalendar({ summary }: { summary: DiarySummary }) {
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
      <StatisticCards figures={figures} span={{ xs: 12, md: 6 }} />
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
