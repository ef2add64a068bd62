import { MATCH_TEXTS } from '@cricket/contracts';
import { errorMessage, toast, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Card } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { MatchForm } from '../components/MatchForm';
import { useCreateMatch } from '../hooks/useMatchMutations';
import { defaultMatchFormValues } from '../utils/matchFormValues';

/** Create New Match (core §2, §5): to /matches/{id} after creation, or /matches without an id. */
export function CreateMatchPage() {
  const navigate = useNavigate();
  const create = useCreateMatch();

  return (
    <Page narrow>
      <PageHeader title={MATCH_SCREEN_TEXTS.createTitle} subtitle={MATCH_SCREEN_TEXTS.createSubtitle} />
      <Card>
        <MatchForm
          initialValues={defaultMatchFormValues()}
          submitText={MATCH_SCREEN_TEXTS.createButton}
          submitting={create.isPending}
          onCancel={() => navigate('/')}
          onSubmit={(payload) =>
            create.mutate(payload, {
              onSuccess: (match) => {
                if (match && typeof match.id === 'number') {
                  toastSuccess(MATCH_TEXTS.createdTitle, MATCH_TEXTS.created);
                  navigate(`/matches/${match.id}`);
                } else {
                  toast({ title: MATCH_TEXTS.createdTitle, description: MATCH_TEXTS.createdWithoutId });
                  navigate('/matches');
                }
              },
              onError: (error) => toastError(MATCH_TEXTS.createErrorTitle, errorMessage(error, MATCH_TEXTS.createErrorFallback)),
            })
          }
        />
      </Card>
    </Page>
  );
}
