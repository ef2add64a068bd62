import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTrainingDataKey } from '../../common/utils/trainingKeys';
import { checkIn } from '../api/attendanceApi';

/** Checks the signed-in person in with a session's code; the page itself tells how it went (no toasts). */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isTrainingDataKey(query.queryKey) }),
  });
}
