import { CLOCK_TEXTS, EventType, LeaveBalanceDto, LeaveDto, PayCardDto, Role, TimesheetDto, UploadConnectionDto } from '@timekeep/contracts';
import { Streams } from '@timekeep/server-platform';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, systemContext, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };
type Option = { id: string; name: string };

/**
 * Issue 30, "Untested paths that change pay or access": the calls no test reached, each for what a
 * user or payroll cares about: the right answer, to whom (scope, company, role), the refusals, and
 * that a refusal changes nothing.
 */
describe('calls that change pay or access', () => {
  let stack: TestStack;
  let companyId: string;
  let admin: string;
  let otherAdmin: string;
  let supervisor: string;
  let supervisorId: string;
  let mereToken: string;
  let honeToken: string;
  let north: string;
  let south: string;
  let mere: string;
  let tama: string;
  let rua: string;
  let annual: string;
  let sick: string;
  let travel: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = <T>(path: string, token = admin) => stack.call<T>('GET', path, { token });
  const signedOut = (path: string) => stack.call('GET', path);
  const eventCount = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n as number;
  const must = <T>(found: T | undefined, what: string): T => {
    if (found === undefined) throw new Error(`No ${what}`);
    return found;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    ({ companyId, admin } = await openCustomer(stack, { name: 'Kahikatea Ltd', code: 'KAHI', adminEmail: 'admin@kahi.example.com' }));
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    const sup = await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor], departmentIds: [north] });
    supervisorId = sup.userId;
    supervisor = await signInAs(stack, sup.email);
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-11-02', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    const hire = async (firstName: string, departmentId: string, extra: Record<string, unknown> = {}) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Walker', departmentId, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: `P-${firstName}`, clockId: '', scheduleId: days, ...extra });
      expect(hired.body).toMatchObject({ message: 'success' });
      return hired.body.id as string;
    };
    // Mere has her own sign-in (an Employee) and a kiosk PIN; Tama and Rua work in South, outside the supervisor's North.
    mere = await hire('Mere', north, { clockId: '7', email: 'mere@kahi.example.com', password: 'Mere-pass-1', confirm_password: 'Mere-pass-1', pin: '2468' });
    tama = await hire('Tama', south);
    // Rua asks the North supervisor for leave: the supervisor is his Report To.
    rua = await hire('Rua', south, { reportTo: supervisorId });
    mereToken = await signInAs(stack, 'mere@kahi.example.com', 'Mere-pass-1');
    // Hone punches at the kiosk with his clock ID and PIN, and has no other punch to be too close to.
    await hire('Hone', north, { clockId: '8', email: 'hone@kahi.example.com', password: 'Hone-pass-1', confirm_password: 'Hone-pass-1', pin: '2468' });
    honeToken = await signInAs(stack, 'hone@kahi.example.com', 'Hone-pass-1');
    const payType = async (body: Record<string, unknown>) => {
      const saved = await post('/paytype/save', { ctDay: 8, ...body });
      expect(saved.body).toMatchObject({ message: 'success' });
      return saved.body.id as string;
    };
    annual = await payType({ code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true });
    sick = await payType({ code: 'SCK', name: 'Sick Days', leaveStatus: true, paidLeave: true, allowNegativeLeave: true, hideBalance: true });
    travel = await payType({ code: 'TRV', name: 'Travel', isAllowance: true });
  });
  afterAll(() => stack?.close());

  describe('POST /deletePayCardDetails (document 2 §4: only manually added rows; §8)', () => {
    const card = async (employeeId: string, fromDate: string) => (await post('/paycard/getPayCard', { employeeId, fromDate })).body as unknown as PayCardDto;
    const sheet = async (employeeId: string, fromT: string) => (await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${fromT}`)).body;
    const remove = (employeeId: string, ids: string[], token = admin) => post('/deletePayCardDetails', { employeeId, ids }, token);
    const addTravel = async (employeeId: string, fromDate: string, effUnits: number) => {
      expect((await post('/paycard/save', { employeeId, fromDate, details: [{ payTypeId: travel, effUnits, notes: 'km' }] })).body.message).toBe('success');
      return must((await card(employeeId, fromDate)).details.find((d) => d.payTypeId === travel), 'travel row').id;
    };
    let closedLine: string;
    let openLine: string;
    let southLine: string;
    let paidLine: string;

    beforeAll(async () => {
      // A worked day in each week, so each card has a row the timesheet paid beside the one added by hand.
      for (const day of ['2026-11-17', '2026-11-24']) expect((await post('/timesheet/saveSinglePunch', { employeeId: mere, day, inTime: '08:00', outTime: '16:30' })).body.message).toBe('success');
      closedLine = await addTravel(mere, '2026-11-16', 2);
      openLine = await addTravel(mere, '2026-11-23', 3);
      southLine = await addTravel(tama, '2026-11-23', 4);
      // A row the timesheet paid, kept once someone set its Eff Units.
      const paid = must((await card(mere, '2026-11-23')).details.find((d) => !d.manualAdd), 'a row the timesheet paid');
      expect((await post('/paycard/save', { employeeId: mere, fromDate: '2026-11-23', details: [{ id: paid.id, payTypeId: paid.payTypeId, effUnits: 9 }] })).body.message).toBe('success');
      paidLine = must((await card(mere, '2026-11-23')).details.find((d) => d.payTypeId === paid.payTypeId), 'the paid row').id;
      expect((await post('/payrolltransfer/close', { ids: [(await sheet(mere, '2026-11-16')).payrollTransferId] })).body.message).toBe('success');
    });

    it('refuses the wrong people, rows the timesheet paid, rows of another card and a closed pay period, changing nothing', async () => {
      const before = await eventCount();
      const rows = async () => [(await card(mere, '2026-11-16')).details.map((d) => d.id).sort(), (await card(mere, '2026-11-23')).details.map((d) => d.id).sort(), (await card(tama, '2026-11-23')).details.map((d) => d.id)];
      const kept = await rows();
      // An Employee never edits a pay card, not even their own.
      expect((await remove(mere, [openLine], mereToken)).status).toBe(403);
      // Another company, and a supervisor outside the employee's department, do not find the employee.
      expect((await remove(mere, [openLine], otherAdmin)).status).toBe(404);
      expect((await remove(tama, [southLine], supervisor)).status).toBe(404);
      // A row the timesheet paid is not deleted: its hours are the timesheet's.
      expect((await remove(mere, [paidLine])).body).toEqual({ message: 'Only manually added pay details can be deleted.' });
      // Tama's row named under Mere is not Mere's.
      expect((await remove(mere, [southLine])).body).toEqual({ message: 'This pay detail does not exist.' });
      // A closed pay period keeps its card, also when an open row is deleted in the same call.
      expect((await remove(mere, [closedLine])).body).toEqual({ message: 'closedPeriod' });
      expect((await remove(mere, [openLine, closedLine])).body).toEqual({ message: 'closedPeriod' });
      expect((await remove(mere, [])).body).toMatchObject({ message: 'Choose a pay detail.' });
      expect((await post('/deletePayCardDetails', { employeeId: mere, ids: [openLine], force: true })).status).toBe(400);
      expect(await rows()).toEqual(kept);
      expect(await eventCount()).toBe(before);
    });

    it("a supervisor deletes a row of their own department's employee; the event names who and when", async () => {
      const before = new Date();
      expect((await remove(mere, [openLine], supervisor)).body).toEqual({ message: 'success' });
      expect((await card(mere, '2026-11-23')).details.map((d) => d.id)).not.toContain(openLine);
      expect((await card(mere, '2026-11-23')).details.map((d) => d.id)).toContain(paidLine);
      const { rows } = await stack.db.pool.query("SELECT metadata FROM events WHERE type = $1 AND data->>'lineId' = $2", [EventType.PayCardLineDeleted, openLine]);
      expect(rows).toHaveLength(1);
      expect(rows[0].metadata).toMatchObject({ companyId, actor: { id: supervisorId } });
      expect(new Date(rows[0].metadata.occurredAt).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      // Deleted once: the same call again finds nothing.
      expect((await remove(mere, [openLine], supervisor)).body).toEqual({ message: 'This pay detail does not exist.' });
    });
  });

  describe('GET /users/report-to (document 1 §6: who may be chosen as Time/Leave Approval)', () => {
    const choices = async (isEmployee: boolean, token = admin) => {
      const reply = await get<Option[]>(`/users/report-to?isEmployee=${isEmployee}`, token);
      expect(reply.status).toBe(200);
      return reply.body.map((o) => o.name);
    };

    it("offers employees for an Employee, other users otherwise, the company's active ones only", async () => {
      const retired = await createAccount(stack, companyId, { firstName: 'Retired', roles: [Role.Admin] });
      expect((await post(`/api/users/${retired.userId}/status`, { userStatus: 'Inactive' })).body.message).toBe('success');
      expect(await choices(true)).toEqual(['Hone Walker', 'Mere Walker']);
      expect(await choices(false)).toEqual(['Ana Admin', 'Sup Test']);
      // Another company's people are never offered.
      expect(await choices(false, otherAdmin)).toEqual(['Oth Test']);
    });

    it('a Supervisor is not offered themselves; an Employee is offered nobody', async () => {
      expect(await choices(false, supervisor)).toEqual(['Ana Admin']);
      expect(await choices(true, supervisor)).toEqual(['Hone Walker', 'Mere Walker']);
      expect((await get(`/users/report-to?isEmployee=true`, mereToken)).status).toBe(403);
      expect((await get(`/users/report-to?isEmployee=false`, mereToken)).status).toBe(403);
    });

    it('a save takes only an active user of the company, never the employee themselves, and a refusal changes nothing', async () => {
      type Detail = { userId: string | null; reportTo: string | null; version: number };
      const detail = async (employeeId: string) => (await get<Detail>(`/api/employees/${employeeId}`)).body;
      const save = async (employeeId: string, reportTo: string) => {
        const form = await detail(employeeId);
        return (await post('/employee/save-without-photo', { ...form, ...(form.userId ? { id: form.userId } : {}), employeeId, reportTo })).body;
      };
      const stranger = await createAccount(stack, await registerCompany(stack, 'Stranger'), { firstName: 'Stranger', roles: [Role.Admin] });
      const leaver = await createAccount(stack, companyId, { firstName: 'Leaver', roles: [Role.Supervisor], departmentIds: [south] });
      expect((await post(`/api/users/${leaver.userId}/status`, { userStatus: 'Inactive' })).body.message).toBe('success');
      const before = await eventCount();
      expect(await save(tama, stranger.userId)).toEqual({ message: 'The Time/Leave Approval must be an active user of the company.' });
      expect(await save(tama, leaver.userId)).toEqual({ message: 'The Time/Leave Approval must be an active user of the company.' });
      expect(await save(tama, 'somebody')).toMatchObject({ message: 'Choose one from the list.' });
      expect(await save(mere, (await detail(mere)).userId as string)).toEqual({ message: 'An employee cannot be their own Time/Leave Approval.' });
      expect(await eventCount()).toBe(before);
      expect((await detail(tama)).reportTo).toBeNull();
      // A choice the list offers is taken.
      const [ana] = (await get<Option[]>('/users/report-to?isEmployee=false')).body;
      expect((await save(tama, ana.id)).message).toBe('success');
      expect((await detail(tama)).reportTo).toBe(ana.id);
    });
  });

  describe('POST /profile/change-pin (the kiosk PIN, document 1 §5: 4 digits)', () => {
    const clock = async (pin: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ companyCode: 'KAHI', clockId: '8', pin, device: 'kiosk' })) form.append(k, v);
      const response = await fetch(`${stack.baseUrl}/api/clock/punch`, { method: 'POST', body: form });
      return { status: response.status, body: (await response.json()) as { message?: string; direction?: string; employeeName?: string } };
    };
    const pinEvents = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM events WHERE type = $1', [EventType.PinChanged])).rows[0].n as number;

    it('refuses a PIN that is not 4 digits, or not confirmed, and the old PIN still punches', async () => {
      const before = await pinEvents();
      for (const [pin, confirmPin, message] of [
        ['12a4', '12a4', 'Please input 4 digit number!'],
        ['12345', '12345', 'Please input 4 digit number!'],
        ['', '', 'Please input 4 digit number!'],
        ['1357', '1375', 'The two PINs that you entered do not match!'],
      ]) {
        const reply = await post('/profile/change-pin', { pin, confirmPin }, honeToken);
        expect([reply.status, reply.body.message]).toEqual([400, message]);
      }
      expect(await pinEvents()).toBe(before);
      expect((await clock('2468')).body).toMatchObject({ direction: 'In', employeeName: 'Hone Walker' });
    });

    it("changes the signed-in person's own PIN: the new one punches, the old one is refused", async () => {
      expect((await post('/profile/change-pin', { pin: '1357', confirmPin: '1357' }, honeToken)).body).toEqual({ message: 'success' });
      expect(await clock('2468')).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.wrongPin } });
      // The new PIN gets Hone past the clock's identity check, to its guard against a second punch within the minute.
      expect(await clock('1357')).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.tooSoon } });
      const { rows } = await stack.db.pool.query('SELECT metadata, data FROM events WHERE type = $1 ORDER BY global_position DESC LIMIT 1', [EventType.PinChanged]);
      expect(JSON.stringify(rows[0].data)).not.toContain('1357');
      expect(rows[0].metadata).toMatchObject({ actor: { id: expect.any(String) } });
      // Nobody signed out changes a PIN.
      expect((await stack.call('POST', '/profile/change-pin', { body: { pin: '0000', confirmPin: '0000' } })).status).toBe(401);
    });
  });

  describe('leave of one employee and leave balances (document 2 §7)', () => {
    const leave = async (employeeId: string, fromDate: string, toDate: string) => {
      const saved = await post('/leave/save', { employeeId, typeId: annual, fromDate, toDate, scheduledDuration: true, byWorkHours: false, skip: true, skipUnscheduled: true });
      expect(saved.body.message).toBe('success');
      return saved.body.id as string;
    };
    const openBalance = async (employeeId: string, payTypeId: string, hours: number) => {
      const streams = stack.api.get(Streams);
      await streams.transaction((tx) =>
        streams.append(tx, systemContext(companyId), { id: `leave-balance-${employeeId}`, type: 'leave-balance', expected: 'any' }, [
          { type: 'leave.balance-imported', v: 1, data: { employeeId, payTypeId, date: '2026-01-01', balance: hours, hours, fileName: 'balances.csv', fileSha256: 'x' } },
        ]),
      );
    };
    let early: string;
    let late: string;
    let ruas: string;

    beforeAll(async () => {
      early = await leave(mere, '2026-12-07', '2026-12-08');
      late = await leave(mere, '2026-12-21', '2026-12-21');
      await leave(tama, '2026-12-07', '2026-12-07');
      ruas = await leave(rua, '2026-12-09', '2026-12-09');
      await openBalance(mere, annual, 40);
      await openBalance(mere, sick, 10);
      await openBalance(tama, annual, 8);
      expect((await post('/leave/updateExamine', { id: early, status: 'Approved' })).body.message).toBe('success');
    });

    it("GET /api/leaves/list-by-employeeId: that employee's requests touching the dates, to those who may see them", async () => {
      const list = async (query: string, token = admin) => {
        const reply = await get<LeaveDto[]>(`/api/leaves/list-by-employeeId?${query}`, token);
        return reply.status === 200 ? reply.body.map((l) => [l.id, l.leaveStatus]) : reply.status;
      };
      expect(await list(`employeeId=${mere}`)).toEqual([
        [early, 'Approved'],
        [late, 'Pending'],
      ]);
      // The timesheet's week of 14 December touches neither; the week of 7 December only the first.
      expect(await list(`employeeId=${mere}&fromDate=2026-12-14&toDate=2026-12-20`)).toEqual([]);
      expect(await list(`employeeId=${mere}&fromDate=2026-12-08&toDate=2026-12-13`)).toEqual([[early, 'Approved']]);
      expect(await list(`employeeId=${mere}&startDate=2026-12-21&endDate=2026-12-27`)).toEqual([[late, 'Pending']]);
      // Her own, to her; nobody else's.
      expect(await list(`employeeId=${mere}`, mereToken)).toHaveLength(2);
      expect(await list(`employeeId=${tama}`, mereToken)).toBe(404);
      // The supervisor: North's Mere, and Rua who reports to them, but not Tama of South.
      expect(await list(`employeeId=${mere}`, supervisor)).toHaveLength(2);
      expect(await list(`employeeId=${rua}`, supervisor)).toEqual([[ruas, 'Pending']]);
      expect(await list(`employeeId=${tama}`, supervisor)).toBe(404);
      expect(await list(`employeeId=${mere}`, otherAdmin)).toBe(404);
      expect(await list(`employeeId=${mere}&fromDate=2026-02-30`)).toBe(400);
    });

    it('POST /leaveBalance/get answers as GET /api/leave-balance does: approved leave counted on its dates, to those who may see them', async () => {
      const balance = async (employeeId: string, fromDate: string, token = admin) => {
        const reply = await post('/leaveBalance/get', { employeeId, fromDate }, token);
        // The two types this test keeps (the company's default leave types stand beside them at 0).
        return reply.status === 200 ? Object.fromEntries((reply.body as unknown as LeaveBalanceDto).dataList.filter((b) => b.paytypeId === annual || b.paytypeId === sick).map((b) => [b.name, b.time])) : reply.status;
      };
      // 40 hours, less the 16 approved on 7-8 December; the pending day is not taken.
      expect(await balance(mere, '2026-12-31')).toEqual({ 'Annual Holidays': 24, 'Sick Days': 10 });
      expect(await balance(mere, '2026-12-06')).toEqual({ 'Annual Holidays': 40, 'Sick Days': 10 });
      const viaGet = (await get<LeaveBalanceDto>(`/api/leave-balance?employeeId=${mere}&fromDate=2026-12-31`)).body;
      expect((await post('/leaveBalance/get', { employeeId: mere, fromDate: '2026-12-31' })).body).toEqual(viaGet);
      // Mere sees her own, without the type whose balance is hidden from employees.
      expect(await balance(mere, '2026-12-31', mereToken)).toEqual({ 'Annual Holidays': 24 });
      expect(await balance(tama, '2026-12-31', mereToken)).toBe(404);
      expect(await balance(tama, '2026-12-31', supervisor)).toBe(404);
      expect(await balance(mere, '2026-12-31', supervisor)).toEqual({ 'Annual Holidays': 24, 'Sick Days': 10 });
      expect(await balance(mere, '2026-12-31', otherAdmin)).toBe(404);
      expect(await balance(tama, '2026-12-31')).toEqual({ 'Annual Holidays': 8, 'Sick Days': 0 });
      expect((await post('/leaveBalance/get', { employeeId: mere, fromDate: '31/12/2026' })).status).toBe(400);
      expect((await post('/leaveBalance/get', { employeeId: mere, fromDate: '2026-02-30' })).body.message).toBe('Enter the dates as yyyy-MM-dd.');
      expect((await post('/leaveBalance/get', { fromDate: '2026-12-31' })).body.message).toBe('Choose an employee.');
    });
  });

  describe('GET /api/departments/next-punch-code (document 1 §7; the new Position form)', () => {
    it("suggests one above the company's highest numeric punch code, to those who may add a position", async () => {
      const add = async (departmentName: string, parent: string, extra: Record<string, unknown> = {}, token = admin) => {
        const reply = await post('/department/save', { departmentName, parent, ...extra }, token);
        expect(reply.body.message).toBe('success');
        return reply.body.departmentVo?.id as string;
      };
      const next = async (token = admin) => {
        const reply = await get<{ punchCode: string }>('/api/departments/next-punch-code', token);
        return reply.status === 200 ? reply.body.punchCode : reply.status;
      };
      expect(await next()).toBe('1');
      const depot = await add('Depot', await add('Auckland', north));
      await add('Driver', depot, { punchCode: '007' });
      await add('Loader', depot, { punchCode: '012' });
      await add('Cleaner', depot, { punchCode: 'CLN' });
      expect(await next()).toBe('013');
      // An inactive position keeps its code: the next is still above it.
      const retired = await add('Picker', depot, { punchCode: '020' });
      const { version } = (await get<{ version: number }>(`/api/departments/${retired}`)).body;
      expect((await post('/department/save', { id: retired, departmentName: 'Picker', punchCode: '020', status: false, version })).body.message).toBe('success');
      expect(await next()).toBe('021');
      // Another company's codes are its own.
      expect(await next(otherAdmin)).toBe('1');
      expect(await next(supervisor)).toBe(403);
      expect(await next(mereToken)).toBe(403);
    });
  });

  describe('GET /account/redirect-settings (document 1 §7)', () => {
    it("names where a staff session and an employee session land, as sign-in and the profile answer them", async () => {
      const settings = await get<{ staffRedirectUrl: string; employeeRedirectUrl: string }>('/account/redirect-settings');
      expect(settings.status).toBe(200);
      expect((await get<{ redirectUrl: string }>('/profile')).body.redirectUrl).toBe(settings.body.staffRedirectUrl);
      expect((await get<{ redirectUrl: string }>('/profile', mereToken)).body.redirectUrl).toBe(settings.body.employeeRedirectUrl);
      expect((await signedOut('/account/redirect-settings')).status).toBe(401);
    });
  });

  describe('GET /api/resources (document 1 §7)', () => {
    it('lists every resource a permission can name, with its actions, to anyone signed in', async () => {
      const resources = (await get<Array<{ id: string; name: string; actions: string[] }>>('/api/resources', mereToken)).body;
      const permissions = (await get<Array<{ resource: string; actions: string[] }>>('/profile/permissions')).body;
      for (const p of permissions) {
        const resource = must(resources.find((r) => r.id === p.resource), `resource ${p.resource}`);
        expect(resource.actions).toEqual(expect.arrayContaining(p.actions));
      }
      expect((await signedOut('/api/resources')).status).toBe(401);
    });
  });

  describe('GET /api/integrations/ax (document 3 §2 AX upload; ADR 0039)', () => {
    it('shows the company its own AX connection, never the key, and only to those who may change settings', async () => {
      const ax = async (token = admin) => {
        const reply = await get<UploadConnectionDto>('/api/integrations/ax', token);
        return reply.status === 200 ? reply.body : reply.status;
      };
      expect(await ax()).toMatchObject({ baseUrl: '', company: '', hasKey: false });
      expect((await post('/integrations/ax/save', { baseUrl: 'https://ax.kahi.example.com', company: 'USMF', apiKey: 'ax-secret-1' })).body.message).toBe('success');
      const saved = await ax();
      expect(saved).toEqual({ baseUrl: 'https://ax.kahi.example.com', company: 'USMF', hasKey: true, version: 1 });
      expect(JSON.stringify(saved)).not.toContain('ax-secret-1');
      // GreenTree's connection is another: AX's save did not set it.
      expect((await get<UploadConnectionDto>('/api/integrations/greentree')).body).toMatchObject({ company: '', hasKey: false });
      expect(await ax(otherAdmin)).toMatchObject({ company: '', hasKey: false });
      expect(await ax(supervisor)).toBe(403);
      expect(await ax(mereToken)).toBe(403);
    });
  });
});
