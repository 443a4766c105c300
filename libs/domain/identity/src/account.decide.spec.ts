import fc from 'fast-check';
import { EventType, Role } from '@timekeep/contracts';
import { ACCOUNT_NOT_ACTIVE, decideLogin, INVALID_CREDENTIALS } from './account.decide';
import { evolveSignins } from './account.state';
import { DEFAULT_LOCKOUT, LockoutState, noLockout } from './lockout';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute));

/** Plays attempts (true = right password) at the given minutes and returns the last decision and the state. */
const account = { userId: 'u1', roles: [Role.Admin, Role.Employee], active: true };

function play(attempts: Array<[boolean, number]>): { lockout: LockoutState; last: ReturnType<typeof decideLogin> } {
  let lockout = noLockout;
  let last!: ReturnType<typeof decideLogin>;
  for (const [right, minute] of attempts) {
    last = decideLogin(account, lockout, { passwordMatches: right, appType: 'web', now: at(minute) });
    lockout = last.events.reduce(evolveSignins, lockout);
  }
  return { lockout, last };
}

describe('signing in', () => {
  it('the right password signs in with staff roles first', () => {
    const { last } = play([[true, 0]]);
    expect(last).toMatchObject({ ok: true, actingRoles: [Role.Admin] });
  });

  it('a wrong password says so without telling which part was wrong', () => {
    expect(play([[false, 0]]).last).toMatchObject({ ok: false, message: INVALID_CREDENTIALS });
  });

  it('the fifth wrong password within 15 minutes locks the account for 15 minutes, even against the right password', () => {
    const { last, lockout } = play([[false, 0], [false, 1], [false, 2], [false, 3], [false, 4]]);
    expect(last.ok).toBe(false);
    expect(last.events.map((e) => e.type)).toEqual([EventType.LoginFailed, EventType.AccountLockedOut]);
    expect(lockout.lockedUntil).toBe(at(19).toISOString());
    const during = decideLogin(account, lockout, { passwordMatches: true, appType: 'web', now: at(18) });
    expect(during).toMatchObject({ ok: false, message: expect.stringContaining('try again in 1 minute') });
    expect(decideLogin(account, lockout, { passwordMatches: true, appType: 'web', now: at(19) }).ok).toBe(true);
  });

  it('failures spread wider than the window never lock', () => {
    const { lockout } = play([[false, 0], [false, 4], [false, 8], [false, 12], [false, 16], [false, 20]]);
    expect(lockout.lockedUntil).toBeNull();
  });

  it('a successful sign-in forgets earlier failures', () => {
    const { lockout } = play([[false, 0], [false, 1], [false, 2], [false, 3], [true, 4], [false, 5]]);
    expect(lockout.lockedUntil).toBeNull();
  });

  it('property: the account locks exactly when some 15-minute window holds 5 failures with no success between', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 3 })), { maxLength: 30 }), (steps) => {
        let minute = 0;
        const attempts: Array<[boolean, number]> = steps.map(([right, gap]) => [right, (minute += gap)]);
        let state = noLockout;
        let streak: number[] = [];
        for (const [right, m] of attempts) {
          const locked = state.lockedUntil !== null && new Date(state.lockedUntil) > at(m);
          const decision = decideLogin(account, state, { passwordMatches: right, appType: 'web', now: at(m) });
          state = decision.events.reduce(evolveSignins, state);
          if (locked) {
            expect(decision.ok).toBe(false);
            continue;
          }
          if (right) {
            expect(decision.ok).toBe(true);
            streak = [];
            continue;
          }
          streak = [...streak.filter((f) => m - f < DEFAULT_LOCKOUT.windowMs / 60_000), m];
          const lockedNow = decision.events.some((e) => e.type === EventType.AccountLockedOut);
          expect(lockedNow).toBe(streak.length >= DEFAULT_LOCKOUT.maxFailures);
          if (lockedNow) streak = [];
        }
      }),
    );
  });
});

describe('an account that is not Active', () => {
  it('is refused with the right password, and a wrong one still counts towards the lock', () => {
    const inactive = { ...account, active: false };
    const right = decideLogin(inactive, noLockout, { passwordMatches: true, appType: 'web', now: at(0) });
    expect(right).toEqual({ ok: false, events: [], message: ACCOUNT_NOT_ACTIVE });
    const wrong = decideLogin(inactive, noLockout, { passwordMatches: false, appType: 'web', now: at(0) });
    expect(wrong.ok).toBe(false);
    expect(wrong.events.map((e) => e.type)).toEqual([EventType.LoginFailed]);
  });
});
