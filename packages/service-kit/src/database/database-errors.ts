import { QueryFailedError } from 'typeorm';
import { INPUT_MESSAGES } from '@cricket/contracts';

/** The constraint a unique violation (23505) names, or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driver = (error as QueryFailedError & { driverError?: { code?: string; constraint?: string } }).driverError;
  return driver?.code === '23505' ? (driver.constraint ?? '') : null;
}

// Connection refused or reset, the server shutting down or starting up (57P01-57P03), and
// the connection-exception class (08xxx): the database is away, not the request wrong.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);
const UNREACHABLE_MESSAGES = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** Whether an error means the service's PostgreSQL cannot be reached right now. */
export function databaseUnavailable(error: unknown): boolean {
  const cause = error instanceof QueryFailedError ? (error as QueryFailedError & { driverError?: unknown }).driverError : error;
  if (!(cause instanceof Error)) return false;
  const code = (cause as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return UNREACHABLE_MESSAGES.test(cause.message);
}

interface DriverError {
  code?: string;
  column?: string;
  constraint?: string;
}

const driverError = (error: unknown): DriverError | null =>
  error instanceof QueryFailedError ? ((error as QueryFailedError & { driverError?: DriverError }).driverError ?? null) : null;

/**
 * What a database refusal of the request's own values means to its sender, or null when the
 * error is the service's: the last line behind each field's rule, so input never ends in a 500.
 */
export function refusedInput(error: unknown): { statusCode: 400 | 409; message: string } | null {
  const driver = driverError(error);
  const code = driver?.code;
  if (!code) return null;
  const field = driver.column ?? 'A value';
  if (code === '23502') return { statusCode: 400, message: INPUT_MESSAGES.required(field) };
  if (code === '22001') return { statusCode: 400, message: INPUT_MESSAGES.tooLong(field) };
  // Out-of-range numbers and dates (22003, 22008), unstorable or malformed text (22021, 22P02, 22P05, 22007).
  if (code === '22003' || code === '22008') return { statusCode: 400, message: INPUT_MESSAGES.outOfRange(field) };
  if (code.startsWith('22')) return { statusCode: 400, message: INPUT_MESSAGES.invalidValue(field) };
  // Unique, foreign-key, check and exclusion violations, and lost races (serialization, deadlock).
  if (code.startsWith('23') || code === '40001' || code === '40P01') return { statusCode: 409, message: INPUT_MESSAGES.conflict };
  return null;
}
