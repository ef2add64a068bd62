import { CAREER_PATHS, FIRST_SEASON, FORMAT_GROUP_LABELS, FORMAT_GROUPS, LAST_SEASON, type FormatGroup, type WorkspaceLeaderboardsResponse } from '@cricket/contracts';
import { useWorkspace } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, InputNumber, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { QueryError } from '../../common/components/QueryError';
import { PLAYER_SCREEN_TEXTS as TEXTS } from '../texts';
import { Leaderboards } from '../components/Leaderboards';

/** The current workspace's leaderboards (/leaderboards): one season of one format at a time, this year's T20 first. */
export function LeaderboardsPage() {
  const { current } = useWorkspace();
  const [season, setSeason] = useState(() => new Date().getFullYear());
  const [format, setFormat] = useState<FormatGroup>('t20');
  const stats = useQuery<WorkspaceLeaderboardsResponse>({ queryKey: [CAREER_PATHS.leaderboards(season, format)], enabled: Boolean(current) });

  return (
    <Page>
      <PageHeader title={TEXTS.leaderboardsTitle} subtitle={current?.name} />
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<FormatGroup> aria-label={TEXTS.format} value={format} onChange={setFormat} options={FORMAT_GROUPS.map((group) => ({ value: group, label: FORMAT_GROUP_LABELS[group] }))} />
        <Flex gap={8} align="center">
          <Typography.Text>{TEXTS.season}</Typography.Text>
          <InputNumber<number> aria-label={TEXTS.season} min={FIRST_SEASON} max={LAST_SEASON} precision={0} value={season} onChange={(value) => value && setSeason(value)} />
        </Flex>
      </Flex>
      <Card>
        {stats.isLoading ? (
          <Skeleton active />
        ) : !stats.data ? (
          <QueryError query={stats} />
        ) : stats.data.matches === 0 ? (
          <Empty description={TEXTS.noSeasonStats} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{TEXTS.statsFrom(stats.data.matches)}</Typography.Paragraph>
            <Leaderboards boards={stats.data.boards} />
          </>
        )}
      </Card>
    </Page>
  );
}
