import { QueryFailedError } from 'typeorm';
import { refusedInput } from './database-errors';

const refused = (code: string, column?: string) => refusedInput(new QueryFailedError('INSERT', [], Object.assign(new Error('refused'), { code, column })));

describe('a database refusal of the request', () => {
  it("answers 400 naming the column for the request's own values", () => {
    expect(refused('23502', 'name')).toEqual({ statusCode: 400, message: 'name is required' });
    expect(refused('22001', 'title')).toEqual({ statusCode: 400, message: 'title is too long' });
    expect(refused('22003')).toEqual({ statusCode: 400, message: 'A value is out of range' });
    expect(refused('22008')).toEqual({ statusCode: 400, message: 'A value is out of range' });
    expect(refused('22021')).toEqual({ statusCode: 400, message: 'A value is not valid' });
  });

  it('answers 409 for conflicts with stored data and lost races', () => {
    for (const code of ['23505', '23503', '23514', '40001', '40P01']) expect(refused(code)?.statusCode).toBe(409);
  });

  it("leaves the service's own failures alone", () => {
    expect(refused('42P01')).toBeNull();
    expect(refused('57P01')).toBeNull();
    expect(refusedInput(new Error('boom'))).toBeNull();
  });
});
