import { diaryToday } from '@cricket/contracts';
import { Button } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { QueryView } from '../../common/components/QueryView';
import { DIARY_UI_TEXTS } from '../../texts';
import { DiaryCalendar } from '../components/DiaryCalendar';
import { DiaryPage } from '../components/DiaryPage';
import { useDiarySummary } from '../hooks/useDiary';

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
