import { DIARY_MESSAGES, diaryToday, formatMatchDate, isIsoDate } from '@cricket/contracts';
import { Alert, Button, Popconfirm, Result } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { QueryView } from '../../common/QueryView';
import { DIARY_UI_TEXTS } from '../../texts';
import { DiaryEntryForm } from '../components/DiaryEntryForm';
import { DiaryPage } from '../components/DiaryPage';
import { useDeleteEntry, useDiaryEntry, useSaveEntry } from '../hooks/useDiary';

function EntryEditor({ date }: { date: string }) {
  const query = useDiaryEntry(date);
  const save = useSaveEntry();
  const remove = useDeleteEntry();
  return (
    <QueryView query={query}>
      {(entry) => (
        <>
          {!entry && <Alert type="info" showIcon title={DIARY_UI_TEXTS.newEntry} style={{ marginBottom: 16 }} />}
          <DiaryEntryForm
            // A fresh form once the stored entry arrives or changes.
            key={entry?.updatedAt ?? 'new'}
            entry={entry}
            saving={save.isPending}
            onSave={(payload) => save.mutate({ date, payload })}
            extra={
              entry && (
                <Popconfirm title={DIARY_UI_TEXTS.deleteConfirm} onConfirm={() => remove.mutate(date)}>
                  <Button danger loading={remove.isPending}>
                    {DIARY_UI_TEXTS.deleteEntry}
                  </Button>
                </Popconfirm>
              )
            }
          />
        </>
      )}
    </QueryView>
  );
}

/** /diary/entry/{YYYY-MM-DD}: the day's entry, new or stored; any other date text is refused with a clear message. */
export function DiaryEntryPage() {
  const date = useParams().date ?? '';
  const valid = isIsoDate(date);
  return (
    <DiaryPage title={valid ? `${DIARY_UI_TEXTS.entryTitle}: ${formatMatchDate(date)}` : DIARY_UI_TEXTS.entryTitle}>
      {valid ? (
        <EntryEditor date={date} />
      ) : (
        <Result
          status="error"
          title={DIARY_UI_TEXTS.invalidDateTitle(date)}
          subTitle={<span role="alert">{DIARY_MESSAGES.date}</span>}
          extra={
            <Link to={`/diary/entry/${diaryToday()}`}>
              <Button type="primary">{DIARY_UI_TEXTS.goToToday}</Button>
            </Link>
          }
        />
      )}
    </DiaryPage>
  );
}
