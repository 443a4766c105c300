import { AVAILABILITY_TEXTS, AvailabilityReply, ME_TEXTS, Role } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message?: string; id?: string; departmentVo?: { id: string } };

/** Issue 33 §2: each employee states when she can work; her planners read it; a change sooner than the notice is refused. */
describe('availability', () => {
  let stack: TestStack;
  let admin: string;
  let ana: string;
  let anaToken: string;
  let otherAdmin: string;

  const post = (path: string, body: unknown, token = anaToken) => stack.call<Reply>('POST', path, { token, body });
  const mine = async (token = anaToken) => (await stack.call<AvailabilityReply>('GET', '/api/me/availability', { token })).body;
  const free = { kind: 'available' };
  const off = { kind: 'unavailable' };
  const week = (effectiveFrom: string, days: unknown[]) => ({ effectiveFrom, days });

  beforeAll(async () => {
    // Tuesday 1 December 2026, 09:00 in Auckland.
    stack = await startTestStack({ worker: false, env: { TIMEKEEP_CLOCK_START: '2026-11-30T20:00:00Z' } });
    let companyId: string;
    ({ admin, companyId } = await openCustomer(stack, { name: 'Matai Ltd', code: 'MATAI', adminEmail: 'admin@matai.example.com' }));
    const depot = (await post('/department/save', { departmentName: 'Depot' }, admin)).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, admin)).body.id as string;
    ana = (await post('/employee/save-without-photo', { firstName: 'Ana', lastName: 'Matai', departmentId: depot, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'M-1', clockId: '' }, admin)).body.id as string;
    const account = await createAccount(stack, companyId, { firstName: 'Ana', roles: [Role.Employee] });
    await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [account.userId, ana]);
    anaToken = await signInAs(stack, account.email);
    otherAdmin = (await openCustomer(stack, { name: 'Miro Ltd', code: 'MIRO', adminEmail: 'admin@miro.example.com' })).admin;
  }, 120_000);
  afterAll(() => stack?.close());

  it('she states her weeks and dates; her planner reads them; another company reads nothing', async () => {
    expect(await mine()).toEqual({ availability: { patterns: [], dates: [] }, noticeDays: 7, version: 0 });
    const availability = {
      // From Monday 14 December: not on Wednesdays, mornings only on Fridays.
      patterns: [week('2026-12-14', [free, free, off, free, { kind: 'only', from: '06:00', to: '12:00' }, free, free])],
      dates: [{ date: '2026-12-22', from: '15:00', to: null, note: 'Dentist' }],
    };
    expect((await post('/api/me/availability', { availability, version: 0 })).body).toEqual({ message: AVAILABILITY_TEXTS.saved });
    expect(await mine()).toEqual({ availability, noticeDays: 7, version: 1 });
    expect((await stack.call<AvailabilityReply>('GET', `/api/employees/${ana}/availability`, { token: admin })).body.availability).toEqual(availability);
    expect((await stack.call('GET', `/api/employees/${ana}/availability`, { token: otherAdmin })).status).toBe(404);
    // Saving the same again records nothing.
    expect((await post('/api/me/availability', { availability, version: 1 })).body).toEqual({ message: AVAILABILITY_TEXTS.saved });
    expect((await mine()).version).toBe(1);
  });

  it('refuses a change sooner than the notice with the date, a stale form, bad times and unknown fields, and saves nothing', async () => {
    const before = await mine();
    const refused = async (body: unknown, status: number, text: string) => {
      const reply = await post('/api/me/availability', body);
      expect([reply.status, JSON.stringify(reply.body)]).toEqual([status, expect.stringContaining(text)]);
    };
    // Saturday 5 December is four days off: within the seven days' notice.
    await refused({ availability: { ...before.availability, dates: [...before.availability.dates, { date: '2026-12-05', from: null, to: null, note: 'Wedding' }] }, version: 1 }, 400, AVAILABILITY_TEXTS.tooSoon('2026-12-05', 7));
    // A new week from Monday 7 December: the seventh day, still within the notice.
    await refused({ availability: { ...before.availability, patterns: [week('2026-12-07', [off, free, free, free, free, free, free])] }, version: 1 }, 400, AVAILABILITY_TEXTS.tooSoon('2026-12-07', 7));
    await refused({ availability: before.availability, version: 0 }, 409, AVAILABILITY_TEXTS.conflict);
    await refused({ availability: { patterns: [], dates: [{ date: '2026-12-30', from: '15:00', to: '09:00', note: null }] }, version: 1 }, 400, AVAILABILITY_TEXTS.window);
    await refused({ availability: { patterns: [week('2026-12-28', [free])], dates: [] }, version: 1 }, 400, 'days');
    await refused({ availability: before.availability, version: 1, employeeId: ana }, 400, 'employeeId');
    await refused({ availability: { patterns: [], dates: [{ date: '9999-12-31', from: null, to: null, note: null }] }, version: 1 }, 400, 'A date of your availability cannot be after 2028-11-30.');
    expect(await mine()).toEqual(before);
    // Far enough ahead, a change goes through.
    const later = { ...before.availability, dates: [...before.availability.dates, { date: '2026-12-31', from: null, to: null, note: null }] };
    expect((await post('/api/me/availability', { availability: later, version: 1 })).status).toBe(200);
  });

  it('an account that is no employee has no availability of its own', async () => {
    const reply = await stack.call<{ message: string }>('GET', '/api/me/availability', { token: admin });
    expect([reply.status, reply.body.message]).toEqual([403, ME_TEXTS.notAnEmployee]);
  });
});
