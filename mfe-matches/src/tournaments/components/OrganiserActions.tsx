import { canMoveTournament, TOURNAMENT_STATUS_LABELS, type TournamentResponse, type TournamentStatus } from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Button } from 'antd';
import { LinkButton } from '../../common/components/LinkButton';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useTournamentStatus } from '../hooks/useTournamentMutations';

const NEXT_STATUS: { to: TournamentStatus; label: string }[] = [
  { to: 'ongoing', label: TOURNAMENT_SCREEN_TEXTS.startTournament },
  { to: 'completed', label: TOURNAMENT_SCREEN_TEXTS.completeTournament },
];

/** Organiser actions: edit, and the registration_open → ongoing → completed moves. */
export function OrganiserActions({ tournament }: { tournament: TournamentResponse }) {
  const move = useTournamentStatus(String(tournament.id));
  const next = NEXT_STATUS.find(({ to }) => canMoveTournament(tournament.status, to));
  return (
    <>
      <LinkButton to={`/tournaments/${tournament.id}/edit`}>{TOURNAMENT_SCREEN_TEXTS.editTournament}</LinkButton>
      {next && (
        <Button
          type="primary"
          loading={move.isPending}
          onClick={() =>
            move.mutate(next.to, {
              onSuccess: (saved) => toastSuccess(TOURNAMENT_SCREEN_TEXTS.statusChangedTitle, TOURNAMENT_STATUS_LABELS[saved.status]),
              onError: (error) => toastError(TOURNAMENT_SCREEN_TEXTS.statusFailedTitle, errorMessage(error, TOURNAMENT_SCREEN_TEXTS.statusFailedTitle)),
            })
          }
        >
          {next.label}
        </Button>
      )}
    </>
  );
}
