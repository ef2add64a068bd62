import { Alert, Button, Popconfirm } from 'antd';
import { QueryView } from '../../common/components/QueryView';
import { DIARY_UI_TEXTS } from '../../texts';
import { useDeleteEntry, useDiaryEntry, useSaveEntry } from '../hooks/useDiary';
import { DiaryEntryForm } from './DiaryEntryForm';

/** The day's entry: a new one to write, or the stored one to change or delete. */
export function DiaryEntryEditor({ date }: { date: string }) {
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
