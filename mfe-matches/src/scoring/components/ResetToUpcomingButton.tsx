import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Button, Popconfirm } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { useResetToUpcoming } from '../hooks/useScoringMutations';

/** A match started by mistake, or that cannot be played as set up, goes back to upcoming while no ball is recorded. */
export function ResetToUpcomingButton({ matchId }: { matchId: number }) {
  const reset = useResetToUpcoming(matchId);
  const click = () =>
    reset.mutate(undefined, {
      onSuccess: () => toastSuccess(TEXTS.resetTitle, TEXTS.resetDone),
      onError: (error) => toastError(TEXTS.resetFailedTitle, errorMessage(error, TEXTS.resetFailedTitle)),
    });
  return (
    <Popconfirm title={TEXTS.resetQuestion} okText={TEXTS.resetButton} onConfirm={click}>
      <Button loading={reset.isPending}>{TEXTS.resetButton}</Button>
    </Popconfirm>
  );
}
