import { MATCH_STATUSES, type MatchStatus } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Alert, Button, Empty, Flex, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../common/Page';
import { PageHeader } from '../../common/PageHeader';
import { IMPORT_SCREEN_TEXTS, MATCH_SCREEN_TEXTS, MATCH_STATUS_FILTER_ALL } from '../../texts';
import { useMatches } from '../api';
import { MatchCard } from './MatchCard';

const FILTERS = [
  { value: MATCH_STATUS_FILTER_ALL, label: MATCH_STATUS_FILTER_ALL },
  ...MATCH_STATUSES.map((status) => ({ value: status, label: status.charAt(0).toUpperCase() + status.slice(1) })),
];

/** My Matches (/my/matches) with a filter by status. */
export function MatchesListPage() {
  const [filter, setFilter] = useState<string>(MATCH_STATUS_FILTER_ALL);
  const matches = useMatches(filter === MATCH_STATUS_FILTER_ALL ? null : (filter as MatchStatus));
  const list = matches.data?.matches ?? [];

  return (
    <Page>
      <PageHeader
        title={MATCH_SCREEN_TEXTS.listTitle}
        subtitle={MATCH_SCREEN_TEXTS.listSubtitle}
        actions={
          <PermissionGuard module="matches" action="create">
            <Link to="/my/matches/import">
              <Button>{IMPORT_SCREEN_TEXTS.listButton}</Button>
            </Link>
            <Link to="/my/matches/create">
              <Button type="primary">{MATCH_SCREEN_TEXTS.createButton}</Button>
            </Link>
          </PermissionGuard>
        }
      />
      <Segmented options={FILTERS} value={filter} onChange={(value) => setFilter(String(value))} style={{ marginBottom: 16 }} />
      {matches.isError && <Alert type="error" showIcon title={matches.error.message} />}
      {matches.isLoading && <Skeleton active />}
      {matches.isSuccess && list.length === 0 && <Empty description={MATCH_SCREEN_TEXTS.noMatches} />}
      <Flex vertical gap={12}>
        {list.map((match) => (
          <MatchCard key={match.id} match={match} />
        ))}
      </Flex>
    </Page>
  );
}
