import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from '@cricket/shell-sdk/router';
import { PageSpinner } from '../../common/components/PageSpinner';
import { TEAM_SCREEN_TEXTS } from '../../texts';
import { useJoinTeam } from '../hooks/useTeamMutations';

/** /join-team/{code}: joins the signed-in user to the team, then goes to /my/teams (core §2). */
export function JoinTeamPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const join = useJoinTeam();
  const started = useRef(false);

  useEffect(() => {
    // Joins once, also under StrictMode's double effect.
    if (started.current) return;
    started.current = true;
    join.mutate(code, {
      onSuccess: (team) => toastSuccess(TEAM_SCREEN_TEXTS.joinedTitle, team.name),
      onError: (error) => toastError(TEAM_SCREEN_TEXTS.joinFailedTitle, errorMessage(error, TEAM_SCREEN_TEXTS.joinFailedTitle)),
      onSettled: () => navigate('/my/teams', { replace: true }),
    });
  }, [code, join, navigate]);

  return <PageSpinner />;
}
