import { QueryFailedError } from 'typeorm';
import { uniqueViolation } from './database-errors';

describe('uniqueViolation', () => {
  it('names the constraint of a 23505 and ignores other errors', () => {
    const unique = new QueryFailedError('INSERT', [], Object.assign(new Error('dup'), { code: '23505', constraint: 'users_email_key' }));
    expect(uniqueViolation(unique)).toBe('users_email_key');
    const other = new QueryFailedError('INSERT', [], Object.assign(new Error('fk'), { code: '23503' }));
    expect(uniqueViolation(other)).toBeNull();
    expect(uniqueViolation(new Error('x'))).toBeNull();
  });
});
