import { withoutCarriedValues } from './query-values';

describe('withoutCarriedValues', () => {
  it('drops the values a database error carries, at any depth, and keeps what names the failure', () => {
    const logged = {
      type: 'QueryFailedError',
      message: 'new row for relation "user_account" violates check constraint "c"',
      query: 'INSERT INTO "user_account"("password_hash") VALUES ($1)',
      parameters: ['$argon2id$v=19$secret'],
      code: '23514',
      detail: 'Failing row contains ($argon2id$v=19$secret).',
      driverError: { type: 'DatabaseError', code: '23514', constraint: 'c', detail: 'Failing row contains ($argon2id$v=19$secret).', where: 'SQL statement', internalQuery: 'SELECT $1' },
      aggregateErrors: [{ type: 'Error', parameters: ['x'] }],
    };
    expect(withoutCarriedValues(logged)).toEqual({
      type: 'QueryFailedError',
      message: logged.message,
      query: logged.query,
      code: '23514',
      driverError: { type: 'DatabaseError', code: '23514', constraint: 'c' },
      aggregateErrors: [{ type: 'Error' }],
    });
  });

  it('drops the body of a request the server could not read', () => {
    const logged = { type: 'PayloadTooLargeError', message: 'too many parameters', status: 413, body: 'email=a%40b.nz&password=Secret-1', response: { body: 'x' } };
    expect(withoutCarriedValues(logged)).toEqual({ type: 'PayloadTooLargeError', message: 'too many parameters', status: 413, response: {} });
  });
});
