import { FRIENDLY_TOURNAMENT_CHOICE, type MatchResponse } from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Card } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../common/Page';
import { PageHeader } from '../../common/PageHeader';
import { PageSpinner } from '../../common/RequireAuth';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { useMatchDetail, useUpdateMatch } from '../api';
import { MatchForm, type MatchFormValues } from './MatchForm';
import { MatchNotFound } from './MatchNotFound';

function formValuesOf(match: MatchResponse): Partial<MatchFormValues> {
  return {
    team1Id: match.team1Id,
    team1Name: match.team1Name,
    team1ShortName: match.team1ShortName,
    team2Id: match.team2Id,
    team2Name: match.team2Name,
    team2ShortName: match.team2ShortName,
    format: match.format,
    overs: match.overs ?? undefined,
    playersPerSide: match.playersPerSide,
    venue: match.venue,
    date: match.date,
    time: match.time,
    tournamentId: match.tournamentId ?? FRIENDLY_TOURNAMENT_CHOICE,
  };
}

/** Edit Match (/my/matches/{id}/edit and /matches/{id}/edit) with the rules of Create New Match. */
export function EditMatchPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useMatchDetail(id, false);
  const update = useUpdateMatch(id);

  if (detail.isLoading) return <PageSpinner />;
  if (!detail.data) return <MatchNotFound />;
  const detailPath = `/my/matches/${id}`;

  return (
    <Page narrow>
      <PageHeader title={MATCH_SCREEN_TEXTS.editTitle} subtitle={MATCH_SCREEN_TEXTS.editSubtitle} />
      <Card>
        <MatchForm
          initialValues={formValuesOf(detail.data.match)}
          submitText={MATCH_SCREEN_TEXTS.saveButton}
          submitting={update.isPending}
          finished={detail.data.match.status === 'completed' || detail.data.match.status === 'abandoned'}
          onCancel={() => navigate(detailPath)}
          onSubmit={(payload) =>
            update.mutate(payload, {
              onSuccess: () => {
                toastSuccess(MATCH_SCREEN_TEXTS.updatedTitle, MATCH_SCREEN_TEXTS.updatedDescription);
                navigate(detailPath);
              },
              onError: (error) => toastError(MATCH_SCREEN_TEXTS.updateErrorTitle, errorMessage(error, MATCH_SCREEN_TEXTS.updateErrorFallback)),
            })
          }
        />
      </Card>
    </Page>
  );
}
