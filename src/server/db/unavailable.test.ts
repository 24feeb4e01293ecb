import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('tells a database that is away from a query that is wrong', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // A query's own mistakes are not an outage.
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('looks through the errors that wrap the driver’s, as Drizzle’s does', () => {
    const driver = withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    const drizzle = new Error('Failed query: select 1', { cause: driver });
    expect(isDatabaseUnavailable(drizzle)).toBe(true);
  });
});
