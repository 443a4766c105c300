import fc from 'fast-check';
import { WEBHOOK_TEXTS } from '@timekeep/contracts';
import { addressProblem, afterTry, WEBHOOK_RETRY_WAITS_MS, WEBHOOK_RETRY_WINDOW_MS, webhookUrlProblem } from './index';

const first = new Date('2026-12-01T00:00:00Z');
const at = (iso: string) => ({ kind: 'retry', at: new Date(iso) });

describe('when a failed delivery is tried again (ADR 0080)', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h, from the first try; a try past 24 h disables the subscription', () => {
    expect(afterTry(first, 1, 500)).toEqual(at('2026-12-01T00:00:05Z'));
    expect(afterTry(first, 2, null)).toEqual(at('2026-12-01T00:05:05Z'));
    expect(afterTry(first, 3, 302)).toEqual(at('2026-12-01T00:35:05Z'));
    expect(afterTry(first, 4, 404)).toEqual(at('2026-12-01T02:35:05Z'));
    expect(afterTry(first, 5, 503)).toEqual(at('2026-12-01T07:35:05Z'));
    expect(afterTry(first, 6, 500)).toEqual(at('2026-12-01T17:35:05Z'));
    // The seventh would be 27 h 35 min after the first: the day is over.
    expect(afterTry(first, 7, 500)).toEqual({ kind: 'disable', reason: 'window' });
  });

  it('a 2xx is delivered; a 410 disables at once', () => {
    expect(afterTry(first, 1, 200)).toEqual({ kind: 'delivered' });
    expect(afterTry(first, 4, 204)).toEqual({ kind: 'delivered' });
    expect(afterTry(first, 1, 410)).toEqual({ kind: 'disable', reason: 'gone' });
    expect(() => afterTry(first, 0, 500)).toThrow(RangeError);
  });

  it('every retry is later than the last and within the day of the first try', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.constantFrom(null, 301, 400, 429, 500, 503), (tries, status) => {
        const next = afterTry(first, tries, status);
        if (next.kind !== 'retry') return next.kind === 'disable' && tries >= WEBHOOK_RETRY_WAITS_MS.length;
        const previous = tries === 1 ? first : (afterTry(first, tries - 1, status) as { at: Date }).at;
        return next.at > previous && next.at.getTime() - first.getTime() <= WEBHOOK_RETRY_WINDOW_MS;
      }),
    );
  });
});

describe("a subscription's URL and the addresses it resolves to (ADR 0080)", () => {
  const production = { allowLoopback: false };
  const tests = { allowLoopback: true };

  it('takes an https URL; http only to this machine where allowed; no user name or password; nothing absurd', () => {
    expect(webhookUrlProblem('https://hooks.example.com/timekeep?tenant=1', production)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/timekeep', production)).toBe(WEBHOOK_TEXTS.https);
    expect(webhookUrlProblem('http://127.0.0.1:8080/in', production)).toBe(WEBHOOK_TEXTS.https);
    expect(webhookUrlProblem('http://127.0.0.1:8080/in', tests)).toBeNull();
    expect(webhookUrlProblem('http://localhost:8080/in', tests)).toBeNull();
    expect(webhookUrlProblem('http://[::1]:8080/in', tests)).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.5/in', tests)).toBe(WEBHOOK_TEXTS.https);
    expect(webhookUrlProblem('https://user:pass@hooks.example.com/', production)).toBe(WEBHOOK_TEXTS.credentials);
    expect(webhookUrlProblem('ftp://hooks.example.com/', production)).toBe(WEBHOOK_TEXTS.url);
    expect(webhookUrlProblem('hooks.example.com/timekeep', production)).toBe(WEBHOOK_TEXTS.url);
    expect(webhookUrlProblem(`https://hooks.example.com/${'a'.repeat(2000)}`, production)).toBe(WEBHOOK_TEXTS.tooLong);
  });

  it('calls only public unicast addresses: private, loopback, link-local (cloud metadata), unique-local and IPv4 written as IPv6 are refused', () => {
    for (const ip of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) expect(addressProblem('hooks.example.com', ip, production)).toBeNull();
    for (const ip of ['10.1.2.3', '172.16.0.1', '192.168.1.1', '127.0.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', 'not-an-ip'])
      expect([ip, addressProblem('evil.example.com', ip, production)]).toEqual([ip, WEBHOOK_TEXTS.privateAddress('evil.example.com')]);
    expect(addressProblem('localhost', '127.0.0.1', tests)).toBeNull();
    expect(addressProblem('localhost', '::1', tests)).toBeNull();
    // Loopback allowed is not the private network allowed.
    expect(addressProblem('evil.example.com', '10.1.2.3', tests)).toBe(WEBHOOK_TEXTS.privateAddress('evil.example.com'));
  });

  it('no private IPv4 address passes, however written', () => {
    fc.assert(
      fc.property(fc.constantFrom('10', '127', '192.168', '172.16', '169.254'), fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }), (prefix, rest) => {
        const parts = prefix.split('.');
        const ip = [...parts, ...rest.slice(parts.length)].join('.');
        return addressProblem('h', ip, production) !== null && addressProblem('h', `::ffff:${ip}`, production) !== null;
      }),
    );
  });
});
