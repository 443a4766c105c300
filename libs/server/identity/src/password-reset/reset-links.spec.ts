import type { AppConfig, FixedWindowCounter } from '@timekeep/server-platform';
import { ResetThrottle } from './reset-links';

/** A counter in memory: windows never end within a test. */
function counter() {
  const counts = new Map<string, number>();
  const hitSinceFirst = async (name: string, limit: number) => {
    const count = (counts.get(name) ?? 0) + 1;
    counts.set(name, count);
    return { allowed: count <= limit, count, retryAfterSeconds: count <= limit ? 0 : 3000, secondsLeft: 3000 };
  };
  return { counts, counter: { hitSinceFirst } as unknown as FixedWindowCounter };
}

describe('ResetThrottle', () => {
  const config = { auth: { resetRequestsPerIpPerHour: 5, resetRequestsPerEmailPerHour: 2 } } as AppConfig;

  it('limits one address across many emails, whether or not they have accounts', async () => {
    const { counter: c } = counter();
    const throttle = new ResetThrottle(config, c);
    for (let i = 0; i < 5; i++) await throttle.check('10.0.0.1', `someone-${i}@example.com`);
    await expect(throttle.check('10.0.0.1', 'another@example.com')).rejects.toMatchObject({ kind: 'throttled', message: 'Too many password reset requests from this address. Try again in 50 minutes.' });
    await expect(throttle.check('10.0.0.2', 'another@example.com')).resolves.toBeUndefined();
  });

  it('limits one email from any address, counting it by a digest, ignoring case and spaces', async () => {
    const { counter: c, counts } = counter();
    const throttle = new ResetThrottle(config, c);
    await throttle.check('10.0.0.1', 'Ana@Example.com');
    await throttle.check('10.0.0.2', ' ana@example.com ');
    await expect(throttle.check('10.0.0.3', 'ana@example.com')).rejects.toMatchObject({ kind: 'throttled', message: 'Too many password reset requests for this email. Try again in 50 minutes.' });
    expect([...counts.keys()].some((key) => key.includes('ana'))).toBe(false);
  });
});
