import { DIARY_AWARD_LABELS, DIARY_AWARDS, formatDate, MOOD_LABELS, type DiaryEntryResponse } from '@cricket/contracts';
import { Table, Tag } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { DIARY_UI_TEXTS, UI_TEXTS } from '../../texts';
import { formatFigure } from '../utils/formatFigure';

/** Every entry, newest first, with its figures and awards; a date opens its entry. */
export function DiaryEntriesTable({ entries }: { entries: DiaryEntryResponse[] }) {
  const newestFirst = [...entries].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Table<DiaryEntryResponse>
      rowKey="date"
      size="small"
      dataSource={newestFirst}
      scroll={{ x: true }}
      pagination={{ pageSize: 31, hideOnSinglePage: true }}
      columns={[
        { key: 'date', title: UI_TEXTS.date, render: (_, row) => <Link to={`/diary/entry/${row.date}`}>{formatDate(row.date)}</Link> },
        { key: 'mood', title: DIARY_UI_TEXTS.mood, render: (_, row) => `${row.mood} · ${MOOD_LABELS[row.mood]}` },
        { key: 'hours', title: DIARY_UI_TEXTS.trainingHours, dataIndex: 'trainingHours' },
        { key: 'runs', title: DIARY_UI_TEXTS.runs, render: (_, row) => (row.batting ? `${row.batting.runs} (${row.batting.ballsFaced})` : '—') },
        { key: 'strikeRate', title: DIARY_UI_TEXTS.strikeRate, render: (_, row) => formatFigure(row.derived.strikeRate) },
        { key: 'wickets', title: DIARY_UI_TEXTS.wickets, render: (_, row) => (row.bowling ? `${row.bowling.wickets}/${row.bowling.runsConceded}` : '—') },
        { key: 'economy', title: DIARY_UI_TEXTS.economy, render: (_, row) => formatFigure(row.derived.economy) },
        {
          key: 'awards',
          title: DIARY_UI_TEXTS.awards,
          render: (_, row) => DIARY_AWARDS.filter((award) => row.awards[award]).map((award) => <Tag key={award} color="gold">{DIARY_AWARD_LABELS[award]}</Tag>),
        },
      ]}
    />
  );
}
