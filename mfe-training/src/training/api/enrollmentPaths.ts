import { TRAINING_API } from '@cricket/contracts';

// Apart from the calls: the route table declares the enrollment pages' first reads with it, and
// everything imported here goes into every training route's first chunk.

/** What a coach decides (their batches' requests) or a workspace admin (all of the workspace's); only the pending ones when asked. */
export function decidableEnrollmentsPath(scope: 'coach' | 'workspace', status?: string): string {
  return scope === 'coach' ? TRAINING_API.coachEnrollments({ status }) : TRAINING_API.workspaceEnrollments({ status });
}
