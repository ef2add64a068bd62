import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Card } from 'antd';
import { useNavigate, useParams } from '@cricket/shell-sdk/router';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { PageSpinner } from '../../common/components/PageSpinner';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { MatchForm } from '../components/MatchForm';
import { MatchNotFound } from '../components/MatchNotFound';
import { useUpdateMatch } from '../hooks/useMatchMutations';
import { useMatchDetail } from '../hooks/useMatchQueries';
import { formValuesOf } from '../utils/matchFormValues';

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
