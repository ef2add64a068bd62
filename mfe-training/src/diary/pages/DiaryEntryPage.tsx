import { DIARY_MESSAGES, diaryToday, formatDate, isIsoDate } from '@cricket/contracts';
import { Result } from 'antd';
import { useParams } from '@cricket/shell-sdk/router';
import { LinkButton } from '../../common/components/LinkButton';
import { DIARY_UI_TEXTS } from '../../texts';
import { DiaryEntryEditor } from '../components/DiaryEntryEditor';
import { DiaryPage } from '../components/DiaryPage';

/** /diary/entry/{YYYY-MM-DD}: the day's entry, new or stored; any other date text is refused with a clear message. */
export function DiaryEntryPage() {
  const date = useParams().date ?? '';
  const valid = isIsoDate(date);
  return (
    <DiaryPage title={valid ? `${DIARY_UI_TEXTS.entryTitle}: ${formatDate(date)}` : DIARY_UI_TEXTS.entryTitle}>
      {valid ? (
        <DiaryEntryEditor date={date} />
      ) : (
        <Result
          status="error"
          title={DIARY_UI_TEXTS.invalidDateTitle(date)}
          subTitle={<span role="alert">{DIARY_MESSAGES.date}</span>}
          extra={<LinkButton to={`/diary/entry/${diaryToday()}`} label={DIARY_UI_TEXTS.goToToday} type="primary" />}
        />
      )}
    </DiaryPage>
  );
}
