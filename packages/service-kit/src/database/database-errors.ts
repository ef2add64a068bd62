import { QueryFailedError } from 'typeorm';

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
