import { LIMITS, TOURNAMENT_STATUS_LABELS, TOURNAMENT_STATUSES, TOURNAMENT_TEXTS, type TournamentResponse, type TournamentStatus } from '@cricket/contracts';
import { Alert, Button, Card, Col, Empty, Input, Row, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Page } from '../../common/Page';
import { PageHeader } from '../../common/PageHeader';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useTournaments } from '../api';
import { CreateTournamentButton } from './CreateTournamentButton';
import { TournamentCard } from './TournamentCard';

type Tab = TournamentStatus | 'all';
const DEFAULT_TAB: Tab = 'registration_open';
const TABS = [
  { key: 'all', label: TOURNAMENT_SCREEN_TEXTS.tabAll },
  ...TOURNAMENT_STATUSES.map((status) => ({ key: status, label: TOURNAMENT_STATUS_LABELS[status] })),
];

/** Search matches the name, the organising workspace or the format. */
function matchesSearch(tournament: TournamentResponse, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [tournament.name, tournament.workspaceName, tournament.format].some((text) => text?.toLowerCase().includes(needle));
}

/** One, two or three columns by screen width (core §2). */
const COLUMN = { xs: 24, md: 12, lg: 8 } as const;

/** Tournaments list of core §2: search, status tabs (Registration Open first), cards, Clear Filters. */
export function TournamentsListPage() {
  const [tab, setTab] = useState<Tab>(DEFAULT_TAB);
  const [search, setSearch] = useState('');
  const tournaments = useTournaments();
  const shown = (tournaments.data ?? []).filter((t) => (tab === 'all' || t.status === tab) && matchesSearch(t, search));

  const clearFilters = () => {
    setTab(DEFAULT_TAB);
    setSearch('');
  };

  return (
    <Page>
      <PageHeader title={TOURNAMENT_SCREEN_TEXTS.listTitle} subtitle={TOURNAMENT_TEXTS.listSubtitle} actions={<CreateTournamentButton />} />
      <Input.Search
        allowClear
        placeholder={TOURNAMENT_SCREEN_TEXTS.searchPlaceholder}
        aria-label={TOURNAMENT_SCREEN_TEXTS.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 420, marginBottom: 8 }}
      />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} items={TABS} />
      {tournaments.isError && <Alert type="error" showIcon title={tournaments.error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        {tournaments.isLoading &&
          Array.from({ length: LIMITS.tournamentSkeletonCards }, (_, i) => (
            <Col key={i} {...COLUMN}>
              <Card data-testid="tournament-skeleton">
                <Skeleton active />
              </Card>
            </Col>
          ))}
        {shown.map((tournament) => (
          <Col key={tournament.id} {...COLUMN}>
            <TournamentCard tournament={tournament} />
          </Col>
        ))}
      </Row>
      {tournaments.isSuccess && shown.length === 0 && (
        <Empty description={TOURNAMENT_SCREEN_TEXTS.noTournaments}>
          <Button onClick={clearFilters}>{TOURNAMENT_TEXTS.clearFilters}</Button>
        </Empty>
      )}
    </Page>
  );
}
