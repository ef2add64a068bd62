import { Card, Flex } from 'antd';
import { ListQueryView } from '../../common/components/ListQueryView';
import { QueryView } from '../../common/components/QueryView';
import { DIARY_UI_TEXTS } from '../../texts';
import { useDiaryEntries, useDiarySummary } from '../hooks/useDiary';
import { DiaryEntriesTable } from './DiaryEntriesTable';
import { DiaryTrends } from './DiaryTrends';

/** The trends above every entry, or that there is none yet. */
export function DiaryHistory() {
  const entries = useDiaryEntries();
  const summary = useDiarySummary();
  return (
    <ListQueryView query={entries} emptyText={DIARY_UI_TEXTS.noEntries}>
      {(rows) => (
        <Flex vertical gap={16}>
          <QueryView query={summary}>{(data) => <DiaryTrends summary={data} />}</QueryView>
          <Card title={DIARY_UI_TEXTS.entries}>
            <DiaryEntriesTable entries={rows} />
          </Card>
        </Flex>
      )}
    </ListQueryView>
  );
}
