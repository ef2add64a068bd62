import { BarChart } from '@cricket/shell-sdk/charts';
import { formatShortDate, type DiarySummary } from '@cricket/contracts';
import { Card, Flex } from 'antd';
import { StatisticCards } from '../../common/components/StatisticCards';
import { DIARY_UI_TEXTS } from '../../texts';

/** The diary's totals and its mood, hours and strike-rate trends. */
export function DiaryTrends({ summary }: { summary: DiarySummary }) {
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
      <StatisticCards figures={figures} span={{ xs: 12, md: 8, lg: 4 }} />
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
