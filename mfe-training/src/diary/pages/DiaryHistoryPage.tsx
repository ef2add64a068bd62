import { BarChart } from '@cricket/shell-sdk/charts';
import { DIARY_AWARD_LABELS, DIARY_AWARDS, MOOD_LABELS, type DiaryEntryResponse, type DiarySummary } from '@cricket/contracts';
import { Card, Col, Empty, Flex, Row, Statistic, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatShortDate } from '../../common/format';
import { QueryView } from '../../common/QueryView';
import { DIARY_UI_TEXTS, UI_TEXTS } from '../../texts';
import { formatFigure } from '../components/DerivedFigures';
import { DiaryPage } from '../components/DiaryPage';
import { useDiaryEntries, useDiarySummary } from '../hooks/useDiary';

function EntriesTable({ entries }: { entries: DiaryEntryResponse[] }) {
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

function Trends({ summary }: { summary: DiarySummary }) {
  const { stats, trend } = summary;
  const figures = [
    { title: DIARY_UI_TEXTS.totalEntries, value: stats.totalEntries },
    { title: DIARY_UI_TEXTS.totalHours, value: stats.totalTrainingHours },
    { title: DIARY_UI_TEXTS.averageMood, value: stats.averageMood.toFixed(2) },
    { title: DIARY_UI_TEXTS.strikeRate, value: stats.battingPerformance.strikeRate.toFixed(2) },
    { title: DIARY_UI_TEXTS.economy, value: stats.bowlingPerformance.averageEconomyRate.toFixed(2) },
    { title: DIARY_UI_TEXTS.awards, value: stats.awards.total },
  ];
  const points = (pick: (point: DiarySummary['trend'][number]) => number | null) =>
    trend.map((point) => ({ key: point.date, label: formatShortDate(point.date), values: [pick(point)] }));
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.title} xs={12} md={8} lg={4}>
            <Card size="small">
              <Statistic title={figure.title} value={figure.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={DIARY_UI_TEXTS.trends}>
        <Flex vertical gap={16}>
          <BarChart title={DIARY_UI_TEXTS.moodTrend} max={5} format={(v) => String(v)} groups={points((p) => p.mood)} />
          <BarChart title={DIARY_UI_TEXTS.hoursTrend} format={(v) => `${v} h`} groups={points((p) => p.trainingHours)} />
          <BarChart title={DIARY_UI_TEXTS.strikeRateTrend} format={(v) => v.toFixed(1)} groups={points((p) => p.strikeRate)} />
        </Flex>
      </Card>
    </Flex>
  );
}

function History() {
  const entries = useDiaryEntries();
  const summary = useDiarySummary();
  return (
    <QueryView query={entries} isEmpty={(rows) => rows.length === 0} empty={<Empty description={DIARY_UI_TEXTS.noEntries} />}>
      {(rows) => (
        <Flex vertical gap={16}>
          <QueryView query={summary}>{(data) => <Trends summary={data} />}</QueryView>
          <Card title={DIARY_UI_TEXTS.entries}>
            <EntriesTable entries={rows} />
          </Card>
        </Flex>
      )}
    </QueryView>
  );
}

/** /diary/history: every entry, newest first, with totals and trend charts. */
export function DiaryHistoryPage() {
  return (
    <DiaryPage title={DIARY_UI_TEXTS.historyTitle} subtitle={DIARY_UI_TEXTS.historySubtitle}>
      <History />
    </DiaryPage>
  );
}
