import { QueryFailedError } from 'typeorm';
import { databaseUnavailable, uniqueViolation } from './database-errors';

describe('uniqueViolation', () => {
  it('names the constraint of a 23505 and ignores other errors', () => {
    const unique = new QueryFailedError('INSERT', [], Object.assign(new Error('dup'), { code: '23505', constraint: 'users_email_key' }));
    expect(uniqueViolation(unique)).toBe('users_email_key');
    const other = new QueryFailedError('INSERT', [], Object.assign(new Error('fk'), { code: '23503' }));
    expect(uniqueViolation(other)).toBeNull();
    expect(uniqueViolation(new Error('x'))).toBeNull();
  });
});

describe('databaseUnavailable', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('recognises a refused or dropped connection and a server shutting down, bare or inside a query error', () => {
    expect(databaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(databaseUnavailable(new QueryFailedError('SELECT 1', [], withCode('terminating connection due to administrator command', '57P01')))).toBe(true);
    expect(databaseUnavailable(new QueryFailedError('SELECT 1', [], withCode('connection failure', '08006')))).toBe(true);
  });

  it('leaves errors of the request itself alone', () => {
    expect(databaseUnavailable(new QueryFailedError('INSERT', [], withCode('dup', '23505')))).toBe(false);
    expect(databaseUnavailable(new QueryFailedError('SELECT', [], withCode('syntax', '42601')))).toBe(false);
    expect(databaseUnavailable(new Error('boom'))).toBe(false);
    expect(databaseUnavailable('Connection terminated')).toBe(false);
  });
});
