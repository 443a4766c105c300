import { openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

/**
 * The product's one clock (ADR 0053): an API booted with TIMEKEEP_CLOCK_START decides "today" from
 * it, whatever day the test runs on. 21:00 UTC on Sunday 29 November is Monday 10:00 in Auckland.
 */
describe('an API started at a fixed instant', () => {
  let stack: TestStack;

  beforeAll(async () => (stack = await startTestStack({ env: { TIMEKEEP_CLOCK_START: '2026-11-29T21:00:00Z' } })), 60_000);
  afterAll(() => stack?.close());

  it("takes today in the company's zone from the clock, not from the system", async () => {
    const { admin } = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com', multiShiftView: true });
    const upcoming = await stack.call<{ startDate: string; endDate: string }>('GET', '/api/dashboard/leave/upcomingLeaveNum', { token: admin });
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.startDate).toBe('2026-11-30');
  });

  it("stamps a command with the clock's reading", async () => {
    const { companyId } = await openCustomer(stack, { name: 'Rata Ltd', code: 'RATA', adminEmail: 'admin@rata.example.com' });
    const { rows } = await stack.db.pool.query<{ at: string }>(`SELECT metadata->>'occurredAt' AS at FROM events WHERE company_id = $1 ORDER BY global_position LIMIT 1`, [companyId]);
    // The clock started minutes ago at most: its reading, not the system's date.
    expect(rows[0].at).toMatch(/^2026-11-29T21:0\d:/);
  });
});
