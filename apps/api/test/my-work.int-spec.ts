import { ME_TEXTS, MyWork, Role } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; success?: boolean };

/**
 * GET /api/me/work (ADR 0066): the employee's home reads her own work and nobody else's. The API
 * runs in this process at a fixed instant, Thursday 5 March 2026 11:00 in Auckland (only Date is
 * faked), so her week and her last are known days.
 */
describe("the employee's own work over HTTP", () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let mere: { id: string; token: string };
  let hone: { id: string; token: string };
  const NOW = Date.parse('2026-03-04T22:00:00Z');

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const work = (token: string) => stack.call<MyWork & { message?: string }>('GET', '/api/me/work', { token });

  beforeAll(async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
    jest.setSystemTime(NOW);
    stack = await startTestStack({ worker: false, env: { ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) } });
    ({ admin, companyId } = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu.example.com' }));
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = async (firstName: string, payId: string) => {
      const email = `${firstName.toLowerCase()}@rimu.example.com`;
      const reply = await post('/employee/save-without-photo', { firstName, lastName: 'Rua', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId, clockId: '', email, password: 'Rimu-pass-1', confirm_password: 'Rimu-pass-1' });
      expect(reply.body.message).toBe('success');
      return { id: reply.body.id as string, token: await signInAs(stack, email, 'Rimu-pass-1') };
    };
    mere = await hire('Mere', 'P-1');
    hone = await hire('Hone', 'P-2');
  });
  afterAll(async () => {
    await stack.close();
    jest.useRealTimers();
  });

  it('says she is not punched in, has no shifts and no hours yet, in her zone at the server’s time', async () => {
    const reply = await work(mere.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      employeeId: mere.id,
      employeeName: 'Mere Rua',
      timeZone: 'Pacific/Auckland',
      now: '2026-03-04T22:00:00.000Z',
      status: 'No Punch',
      since: null,
      nextShifts: [],
      current: { fromDate: '2026-03-02', toDate: '2026-03-08', closed: false, hours: 0, payTypes: [] },
      previous: { fromDate: '2026-02-23', toDate: '2026-03-01', closed: false, hours: 0, payTypes: [] },
    });
  });

  it('lists her shifts to come, earliest first, and counts the hours her punches pay this period', async () => {
    for (const [day, startTime, endTime] of [['2026-03-06', '09:00', '17:00'], ['2026-03-05', '13:00', '18:00'], ['2026-03-04', '08:00', '12:00']]) {
      expect((await post('/timesheet/saveShiftCard', { employeeId: mere.id, day, create: true, startTime, endTime, breakTime: 0 })).body).toEqual({ success: true, message: 'success' });
    }
    for (const punchTime of ['08:00', '10:30']) expect((await post('/api/punches/save', { employeeId: mere.id, day: '2026-03-05', punchTime })).body.message).toBe('success');
    const reply = (await work(mere.token)).body;
    // Yesterday's shift has ended; today's afternoon and tomorrow's are to come.
    // Each with the day and section that name it, to offer it (ADR 0079).
    expect(reply.nextShifts).toEqual([
      { start: '2026-03-05T13:00', end: '2026-03-05T18:00', positionName: null, date: '2026-03-05', sectionId: expect.any(String) },
      { start: '2026-03-06T09:00', end: '2026-03-06T17:00', positionName: null, date: '2026-03-06', sectionId: expect.any(String) },
    ]);
    expect([reply.status, reply.since]).toEqual(['Out', '2026-03-05T10:30']);
    expect(reply.current.hours).toBe(2.5);
    expect(reply.current.payTypes.reduce((sum, t) => sum + (t.unit === 'hours' ? t.value : 0), 0)).toBe(2.5);
    expect(reply.previous.hours).toBe(0);
    // Hone's are his: nothing of Mere's.
    expect((await work(hone.token)).body).toMatchObject({ employeeId: hone.id, nextShifts: [], status: 'No Punch', current: { hours: 0 } });
  });

  it('is refused to an account that is not an employee, and to no one signed in', async () => {
    expect(await work(admin)).toMatchObject({ status: 403, body: { message: ME_TEXTS.notAnEmployee } });
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
    expect((await work(supervisor)).status).toBe(403);
    expect((await stack.call('GET', '/api/me/work')).status).toBe(401);
  });
});
