import { LIMITS, TOURNAMENT_STATUS_LABELS, TOURNAMENT_STATUSES, TOURNAMENT_TEXTS, type TournamentStatus } from '@cricket/contracts';
import { Button, Card, Col, Empty, Input, Row, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { QueryError } from '../../common/components/QueryError';
import { PLAYER_SCREEN_TEXTS } from '../../players/texts';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { LinkButton } from '../../common/components/LinkButton';
import { CreateTournamentButton } from '../components/CreateTournamentButton';
import { TournamentCard } from '../components/TournamentCard';
import { useTournaments } from '../hooks/useTournamentQueries';
import { matchesSearch } from '../utils/tournamentSearch';
import { asOfToday } from '../utils/tournamentStatus';

type Tab = TournamentStatus | 'all';
const DEFAULT_TAB: Tab = 'registration_open';
const TABS = [
  { key: 'all', label: TOURNAMENT_SCREEN_TEXTS.tabAll },
  ...TOURNAMENT_STATUSES.map((status) => ({ key: status, label: TOURNAMENT_STATUS_LABELS[status] })),
];

/** One, two or three columns by screen width (core §2). */
const COLUMN = { xs: 24, md: 12, lg: 8 } as const;

/** Tournaments list of core §2: search, status tabs (Registration Open first), cards, Clear Filters. */
export function TournamentsListPage() {
  const [tab, setTab] = useState<Tab>(DEFAULT_TAB);
  const [search, setSearch] = useState('');
  const tournaments = useTournaments();
  // The tabs go by the status the cards show; the service's order is kept.
  const shown = (tournaments.data ?? []).map(asOfToday).filter((t) => (tab === 'all' || t.status === tab) && matchesSearch(t, search));

  const clearFilters = () => {
    setTab(DEFAULT_TAB);
    setSearch('');
  };

  return (
    <Page>
      <PageHeader title={TOURNAMENT_SCREEN_TEXTS.listTitle} subtitle={TOURNAMENT_TEXTS.listSubtitle} actions={
          <>
            <LinkButton to="/leaderboards">{PLAYER_SCREEN_TEXTS.leaderboards}</LinkButton>
            <CreateTournamentButton />
          </>
        }
      />
      <Input.Search
        allowClear
        placeholder={TOURNAMENT_SCREEN_TEXTS.searchPlaceholder}
        aria-label={TOURNAMENT_SCREEN_TEXTS.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 420, marginBottom: 8 }}
      />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} items={TABS} />
      <QueryError query={tournaments} style={{ marginBottom: 16 }} />
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
