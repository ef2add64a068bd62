import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { QueryError } from '../../common/components/QueryError';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { CreateTournamentButton } from '../components/CreateTournamentButton';
import { TournamentCard } from '../components/TournamentCard';
import { useMyTournaments } from '../hooks/useTournamentQueries';

/** My Tournaments (/my/tournaments): the ones I organise or my teams play. */
export function MyTournamentsPage() {
  const tournaments = useMyTournaments();
  return (
    <Page>
      <PageHeader title={TOURNAMENT_SCREEN_TEXTS.myTitle} subtitle={TOURNAMENT_SCREEN_TEXTS.mySubtitle} actions={<CreateTournamentButton />} />
      <QueryError query={tournaments} />
      {tournaments.isSuccess && tournaments.data.length === 0 && <Empty description={TOURNAMENT_SCREEN_TEXTS.noTournaments} />}
      <Row gutter={[16, 16]}>
        {tournaments.isLoading && (
          <Col span={24}>
            <Card>
              <Skeleton active />
            </Card>
          </Col>
        )}
        {(tournaments.data ?? []).map((tournament) => (
          <Col key={tournament.id} xs={24} md={12} lg={8}>
            <TournamentCard tournament={tournament} />
          </Col>
        ))}
      </Row>
    </Page>
  );
}
