import { canMoveTournament, TOURNAMENT_STATUS_LABELS, type TournamentResponse, type TournamentStatus } from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Button, Popconfirm } from 'antd';
import { LinkButton } from '../../common/components/LinkButton';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useTournamentStatus } from '../hooks/useTournamentMutations';

/** Both moves are one-way, so each is asked once more with what it does. */
const NEXT_STATUS: { to: TournamentStatus; label: string; question: string }[] = [
  { to: 'ongoing', label: TOURNAMENT_SCREEN_TEXTS.startTournament, question: TOURNAMENT_SCREEN_TEXTS.startTournamentConfirm },
  { to: 'completed', label: TOURNAMENT_SCREEN_TEXTS.completeTournament, question: TOURNAMENT_SCREEN_TEXTS.completeTournamentConfirm },
];

/** Organiser actions: edit, and the registration_open → ongoing → completed moves from the status shown. */
export function OrganiserActions({ tournament }: { tournament: TournamentResponse }) {
  const move = useTournamentStatus(String(tournament.id));
  const next = NEXT_STATUS.find(({ to }) => canMoveTournament(tournament.status, to));
  return (
    <>
      <LinkButton to={`/tournaments/${tournament.id}/edit`}>{TOURNAMENT_SCREEN_TEXTS.editTournament}</LinkButton>
      {next && (
        <Popconfirm
          title={next.question}
          okText={next.label}
          okButtonProps={{ danger: next.to === 'completed' }}
          onConfirm={() =>
            move.mutate(next.to, {
              onSuccess: (saved) => toastSuccess(TOURNAMENT_SCREEN_TEXTS.statusChangedTitle, TOURNAMENT_STATUS_LABELS[saved.status]),
              onError: (error) => toastError(TOURNAMENT_SCREEN_TEXTS.statusFailedTitle, errorMessage(error, TOURNAMENT_SCREEN_TEXTS.statusFailedTitle)),
            })
          }
        >
          <Button type="primary" loading={move.isPending}>
            {next.label}
          </Button>
        </Popconfirm>
      )}
    </>
  );
}
