import { DIARY_UI_TEXTS } from '../../texts';
import { DiaryHistory } from '../components/DiaryHistory';
import { DiaryPage } from '../components/DiaryPage';

/** /diary/history: every entry, newest first, with totals and trend charts. */
export function DiaryHistoryPage() {
  return (
    <DiaryPage title={DIARY_UI_TEXTS.historyTitle} subtitle={DIARY_UI_TEXTS.historySubtitle}>
      <DiaryHistory />
    </DiaryPage>
  );
}
