import type { DiarySummary } from '@cricket/contracts';
import { Badge, Calendar, Card, ConfigProvider, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from '@cricket/shell-sdk/router';
import { StatisticCards } from '../../common/components/StatisticCards';
import { DIARY_UI_TEXTS } from '../../texts';

const YEARS_AROUND = 10;
/**
 * The days of the months either side are shown in antd's disabled grey (1.8:1), yet they can be
 * chosen like any other day: here they take a grey that reads (4.7:1 on white).
 */
const ADJACENT_DAYS_THEME = { token: { colorTextDisabled: 'rgba(0, 0, 0, 0.55)' } };

/**
 * The month calendar's year and month pickers. antd's own header leaves its pickers without
 * a name (axe `label`, WCAG 4.1.2); native selects with labels cost no script of their own (styled in the shell's index.html).
 */
function CalendarHeader({ value, onChange }: { value: Dayjs; onChange: (date: Dayjs) => void }) {
  const years = Array.from({ length: 2 * YEARS_AROUND + 1 }, (_, i) => value.year() - YEARS_AROUND + i);
  return (
    <div className="calendar-header">
      <select aria-label={DIARY_UI_TEXTS.calendarYear} value={value.year()} onChange={(event) => onChange(value.year(Number(event.target.value)))}>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <select aria-label={DIARY_UI_TEXTS.calendarMonth} value={value.month()} onChange={(event) => onChange(value.month(Number(event.target.value)))}>
        {Array.from({ length: 12 }, (_, month) => (
          <option key={month} value={month}>
            {value.month(month).format('MMM')}
          </option>
        ))}
      </select>
    </div>
  );
}

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
        <ConfigProvider theme={ADJACENT_DAYS_THEME}>
          <Calendar
            value={month}
            onPanelChange={(value) => setMonth(value)}
            headerRender={({ value, onChange }) => <CalendarHeader value={value} onChange={onChange} />}
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
        </ConfigProvider>
      </Card>
    </Flex>
  );
}
