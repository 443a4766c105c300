import fc from 'fast-check';
import { decideRefresh, LOST_ANSWER_GRACE_MS, RefreshTokenFacts } from './refresh-tokens';

const t0 = new Date(Date.UTC(2026, 10, 24, 9, 0));
const after = (ms: number) => new Date(t0.getTime() + ms);
const fresh: RefreshTokenFacts = { usedAt: null, revokedAt: null, expiresAt: after(30 * 86_400_000), successor: null };

describe('decideRefresh', () => {
  it('rotates a live unused token, and reports an expired one as ended', () => {
    expect(decideRefresh(fresh, t0)).toBe('rotate');
    expect(decideRefresh({ ...fresh, expiresAt: t0 }, t0)).toBe('expired');
  });

  it('answers a replay within the grace with the same successor while nobody has used it', () => {
    const used = { ...fresh, usedAt: t0, successor: { usedAt: null, revokedAt: null } };
    expect(decideRefresh(used, after(LOST_ANSWER_GRACE_MS))).toBe('resend-successor');
    expect(decideRefresh(used, after(LOST_ANSWER_GRACE_MS + 1))).toBe('reuse');
  });

  it('treats a replay after the successor was used, or of a revoked token, as reuse', () => {
    expect(decideRefresh({ ...fresh, usedAt: t0, successor: { usedAt: after(1), revokedAt: null } }, after(2))).toBe('reuse');
    expect(decideRefresh({ ...fresh, usedAt: t0, successor: { usedAt: null, revokedAt: after(1) } }, after(2))).toBe('reuse');
    expect(decideRefresh({ ...fresh, revokedAt: t0 }, after(1))).toBe('reuse');
    // Rows from before successors were named cannot prove the answer was lost.
    expect(decideRefresh({ ...fresh, usedAt: t0, successor: null }, after(1))).toBe('reuse');
  });

  /** A family played the way SessionTokens applies the decisions. */
  interface Token { usedAt: Date | null; revokedAt: Date | null; successor: number | null }
  function play(steps: Array<{ present: number; waitMs: number }>) {
    const family: Token[] = [{ usedAt: null, revokedAt: null, successor: null }];
    let now = t0;
    let reused = false;
    for (const step of steps) {
      now = new Date(now.getTime() + step.waitMs);
      const index = step.present % family.length;
      const token = family[index];
      const successor = token.successor === null ? null : family[token.successor];
      const decision = decideRefresh({ ...token, expiresAt: after(30 * 86_400_000), successor }, now);
      if (decision === 'rotate') {
        family.push({ usedAt: null, revokedAt: null, successor: null });
        token.usedAt = now;
        token.successor = family.length - 1;
      } else if (decision === 'reuse') {
        reused = true;
        for (const t of family) t.revokedAt ??= now;
      }
    }
    return { family, reused };
  }

  it('never leaves two live branches of one family, whatever is replayed when (property)', () => {
    const steps = fc.array(fc.record({ present: fc.nat(20), waitMs: fc.constantFrom(0, 1_000, 10_000, 16_000, 600_000) }), { maxLength: 25 });
    fc.assert(
      fc.property(steps, (s) => {
        const { family, reused } = play(s);
        const live = family.filter((t) => !t.usedAt && !t.revokedAt);
        expect(live.length).toBeLessThanOrEqual(1);
        // A token is only ever refused by ending the whole family: nobody keeps a session that
        // locked out the other holder, and once a copy is detected nothing of the family is usable.
        if (reused || family.some((t) => t.revokedAt)) expect(live).toHaveLength(0);
      }),
    );
  });
});
