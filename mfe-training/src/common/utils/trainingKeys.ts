import { SERVICE_ROUTES } from '@cricket/contracts';

/** The query key of a read of `path` (core §7: a read's key is its API path, query string included). */
export const pathKey = (path: string) => [path] as const;

/** True for every read of this remote: its keys are API paths under the training service's prefixes. */
export function isTrainingDataKey(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  return typeof head === 'string' && SERVICE_ROUTES.training.some((prefix) => head === prefix || head.startsWith(`${prefix}/`));
}
