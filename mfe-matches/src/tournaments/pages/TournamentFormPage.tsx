import { Card } from 'antd';
import { useParams } from '@cricket/shell-sdk/router';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { PageSpinner } from '../../common/components/PageSpinner';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { TournamentForm } from '../components/TournamentForm';
import { TournamentNotFound } from '../components/TournamentNotFound';
import { useTournament } from '../hooks/useTournamentQueries';

/** The form over the tournament being edited, once it is read. */
function EditTournament({ id }: { id: string }) {
  const tournament = useTournament(id);
  if (tournament.isLoading) return <PageSpinner />;
  if (!tournament.data) return <TournamentNotFound />;
  return <TournamentForm tournament={tournament.data} />;
}

/** Create (/tournaments/create) and edit (/tournaments/{id}/edit) a tournament. */
export function TournamentFormPage() {
  const { id } = useParams();
  return (
    <Page narrow>
      <PageHeader
        title={id ? TOURNAMENT_SCREEN_TEXTS.editTitle : TOURNAMENT_SCREEN_TEXTS.createTitle}
        subtitle={id ? TOURNAMENT_SCREEN_TEXTS.editSubtitle : TOURNAMENT_SCREEN_TEXTS.createSubtitle}
      />
      <Card>{id ? <EditTournament id={id} /> : <TournamentForm />}</Card>
    </Page>
  );
}
