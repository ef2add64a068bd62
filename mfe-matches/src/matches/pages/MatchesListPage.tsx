import { MATCH_STATUSES, type MatchStatus } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Segmented } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { IMPORT_SCREEN_TEXTS, MATCH_SCREEN_TEXTS, MATCH_STATUS_FILTER_ALL } from '../../texts';
import { MatchList } from '../components/MatchList';
import { useMatches } from '../hooks/useMatchQueries';

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
            <LinkButton to="/my/matches/import">{IMPORT_SCREEN_TEXTS.listButton}</LinkButton>
            <LinkButton to="/my/matches/create" type="primary">
              {MATCH_SCREEN_TEXTS.createButton}
            </LinkButton>
          </PermissionGuard>
        }
      />
      <Segmented options={FILTERS} value={filter} onChange={(value) => setFilter(String(value))} style={{ marginBottom: 16 }} />
      <MatchList query={matches} matches={list} emptyText={MATCH_SCREEN_TEXTS.noMatches} />
    </Page>
  );
}
