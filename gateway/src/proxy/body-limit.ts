import { MATCH_IMPORT_BATCH_BODY_LIMIT_BYTES, MATCH_IMPORT_BATCH_PATH, MATCH_IMPORT_BODY_LIMIT_BYTES, MATCH_IMPORT_PATH } from '@cricket/contracts';
import { BODY_LIMIT_BYTES } from '@cricket/service-kit';

/** Paths whose route takes a larger body (the service marks it with BodyLimit); the rest keep BODY_LIMIT_BYTES. */
const LARGER_BODIES: Readonly<Record<string, number>> = {
  [MATCH_IMPORT_PATH]: MATCH_IMPORT_BODY_LIMIT_BYTES,
  [MATCH_IMPORT_BATCH_PATH]: MATCH_IMPORT_BATCH_BODY_LIMIT_BYTES,
};

export function bodyLimitFor(path: string): number {
  return LARGER_BODIES[path] ?? BODY_LIMIT_BYTES;
}
