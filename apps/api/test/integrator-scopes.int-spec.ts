import { randomUUID } from 'node:crypto';
import { INTEGRATOR_EMPLOYEE_TEXTS, LeaveBalanceDto, LeaveDto, OAUTH_SCOPES, OAuthClientReply, OAuthScope, Page, PayrollTransferDto, Roster, TimeApprovalRow } from '@timekeep/contracts';
import { clientToken, openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/**
 * The scopes added for issue 34 (docs/decisions/0041-oauth-clients.md, "Scopes added for issue
 * 34"): each call answers a token holding its scope, refuses one without it (403), never reaches
 * another company's records, and a write names the client as its actor.
 */
describe('OAuth scopes for leave, employees’ writes, the roster, pay periods and time approvals (issue 34)', () => {
  let stack: TestStack;
  let admin: string;
  let otherAdmin: string;
  let employeeId: string;
  let otherEmployeeId: string;
  let department: string;
  let payGroup: string;
  let leaveType: string;
  let otherLeaveId: string;
  let clientPk: string;
  const secret = 'Integrator-secret-001';
  const tokens = new Map<string, string>();

  const call = <T = Reply>(method: 'GET' | 'POST', path: string, token: string, body?: Record<string, unknown>) => stack.call<T>(method, path, { token, ...(body ? { body } : {}) });
  /** A token holding just these scopes (one per set: token requests are limited per client per minute). */
  async function tokenWith(...scopes: OAuthScope[]): Promise<string> {
    const key = scopes.join(' ');
    const known = tokens.get(key);
    if (known) return known;
    const granted = await clientToken(stack.baseUrl, 'kauri-hr', secret, key);
    expect(granted.status).toBe(200);
    const access = granted.token;
    tokens.set(key, access);
    return access;
  }
  /** Every scope but this one: what a token lacking it holds. */
  const lacking = (scope: OAuthScope) => tokenWith(...OAUTH_SCOPES.filter((s) => s !== scope));
  const leaveForm = (forEmployee: string, day: string) => ({ employeeId: forEmployee, typeId: leaveType, fromDate: day, toDate: day, byWorkHours: false, scheduledDuration: false, skip: false, skipUnscheduled: false, duration: 8 });
  const actorsOf = async (streamId: string) => (await stack.db.pool.query("SELECT metadata->'actor' AS actor, metadata->>'source' AS source FROM events WHERE stream_id = $1 ORDER BY stream_position", [streamId])).rows;

  beforeAll(async () => {
    stack = await startTestStack();
    const setUp = async (token: string, firstName: string) => {
      const post = (path: string, body: Record<string, unknown>) => stack.call<Reply>('POST', path, { token, body });
      const departmentId = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
      const paygroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Walker', departmentId, paygroupId, hireOnDateValue: '2026-01-05', payId: `P-${firstName}`, clockId: '', payRate: 31.5 });
      expect(hired.body.message).toBe('success');
      // Unpaid leave: it draws on no balance, so a request is never refused for one.
      const type = await post('/paytype/save', { ctDay: 8, code: 'INTEG', name: 'Integrator Leave', leaveStatus: true, paidLeave: false });
      expect(type.body.message).toBe('success');
      return { departmentId, paygroupId, employeeId: hired.body.id as string, leaveType: type.body.id as string };
    };
    const opened = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com', isTimeApprovalEnabled: true });
    admin = opened.admin;
    ({ departmentId: department, paygroupId: payGroup, employeeId, leaveType } = await setUp(admin, 'Mere'));
    otherAdmin = (await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'admin@totara.example.com', isTimeApprovalEnabled: true })).admin;
    const other = await setUp(otherAdmin, 'Hemi');
    otherEmployeeId = other.employeeId;
    const theirLeave = await stack.call<Reply>('POST', '/leave/save', { token: otherAdmin, body: { ...leaveForm(otherEmployeeId, '2026-11-24'), typeId: other.leaveType } });
    expect(theirLeave.body.message).toBe('success');
    otherLeaveId = theirLeave.body.id as string;

    const created = await stack.call<OAuthClientReply>('POST', '/oauth/save', { token: admin, body: { clientId: 'kauri-hr', clientSecret: secret, confirmSecret: secret, scopes: OAUTH_SCOPES } });
    expect(created.body).toMatchObject({ status: 1, data: { scopes: OAUTH_SCOPES.join(' ') } });
    clientPk = created.body.data?.id as string;
  });
  afterAll(() => stack?.close());

  it('leave:read lists an employee’s leave in a range, the leave types and the balances; 403 without the scope; 404 for another company’s employee', async () => {
    const mine = await call('POST', '/leave/save', admin, leaveForm(employeeId, '2026-11-25'));
    expect(mine.body.message).toBe('success');
    const access = await tokenWith('leave:read');
    const listed = await call<LeaveDto[]>('GET', `/api/leaves/list-by-employeeId?employeeId=${employeeId}&fromDate=2026-11-23&toDate=2026-11-29`, access);
    expect([listed.status, listed.body.map((l) => [l.id, l.leaveStatus])]).toEqual([200, [[mine.body.id, 'Pending']]]);
    expect((await call<LeaveDto[]>('GET', `/api/leaves/list-by-employeeId?employeeId=${employeeId}&fromDate=2026-12-01&toDate=2026-12-07`, access)).body).toEqual([]);
    const types = await call<Array<{ id: string }>>('GET', '/api/leaves/types', access);
    expect(types.body.map((t) => t.id)).toContain(leaveType);
    const balance = await call<LeaveBalanceDto>('GET', `/api/leave-balance?employeeId=${employeeId}&fromDate=2026-11-29`, access);
    expect(balance.status).toBe(200);
    expect(balance.body.dataList.map((d) => d.paytypeId)).toContain(leaveType);

    const without = await lacking('leave:read');
    expect((await call('GET', `/api/leaves/list-by-employeeId?employeeId=${employeeId}`, without)).status).toBe(403);
    expect((await call('GET', '/api/leaves/types', without)).status).toBe(403);
    expect((await call('GET', `/api/leave-balance?employeeId=${employeeId}&fromDate=2026-11-29`, without)).status).toBe(403);
    // Calls not opened to clients stay shut, whatever the scope grants in the matrix.
    expect((await call('GET', '/api/leaves', access)).status).toBe(403);
    expect((await call('GET', `/api/leaves/${mine.body.id}`, access)).status).toBe(403);
    expect((await call('POST', '/leave/updateExamine', await tokenWith(...OAUTH_SCOPES), { id: mine.body.id as string, status: 'Approved' })).status).toBe(403);

    // Another company's employee: the answer of an id that exists nowhere (ADR 0041).
    const theirs = await call('GET', `/api/leaves/list-by-employeeId?employeeId=${otherEmployeeId}`, access);
    const nobody = await call('GET', `/api/leaves/list-by-employeeId?employeeId=${randomUUID()}`, access);
    expect([theirs.status, theirs.body]).toEqual([404, nobody.body]);
    expect((await call('GET', `/api/leave-balance?employeeId=${otherEmployeeId}&fromDate=2026-11-29`, access)).status).toBe(404);
  });

  it('leave:write requests and cancels leave as the client; 403 without the scope; another company’s employee and leave are out of reach', async () => {
    const access = await tokenWith('leave:write');
    const requested = await call('POST', '/leave/save', access, leaveForm(employeeId, '2026-11-26'));
    expect([requested.status, requested.body.message]).toEqual([200, 'success']);
    const leaveId = requested.body.id as string;
    const shown = (await call<LeaveDto>('GET', `/api/leaves/${leaveId}`, admin)).body;
    expect(shown.leaveStatus).toBe('Pending');
    expect((await call('POST', '/leave/delete', access, { ids: [leaveId] })).body.message).toBe('success');
    expect((await call<LeaveDto>('GET', `/api/leaves/${leaveId}`, admin)).body.leaveStatus).toBe('Cancelled');
    // Both events name the client, from the api.
    expect(await actorsOf(`leave-${leaveId}`)).toEqual([
      { actor: { kind: 'client', id: clientPk, name: 'OAuth client kauri-hr' }, source: 'api' },
      { actor: { kind: 'client', id: clientPk, name: 'OAuth client kauri-hr' }, source: 'api' },
    ]);

    const without = await lacking('leave:write');
    const before = (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'leave.%'")).rows[0].n;
    expect((await call('POST', '/leave/save', without, leaveForm(employeeId, '2026-11-27'))).status).toBe(403);
    expect((await call('POST', '/leave/delete', without, { ids: [leaveId] })).status).toBe(403);
    // Another company's employee, and another company's request, are not found; nothing is written.
    expect((await call('POST', '/leave/save', access, leaveForm(otherEmployeeId, '2026-11-27'))).status).toBe(404);
    expect((await call('POST', '/leave/delete', access, { ids: [otherLeaveId] })).status).toBe(404);
    expect((await call('POST', '/leave/save', access, { ...leaveForm(employeeId, '2026-11-27'), id: otherLeaveId })).status).toBe(404);
    expect((await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'leave.%'")).rows[0].n).toBe(before);
    expect((await call<LeaveDto>('GET', `/api/leaves/${otherLeaveId}`, otherAdmin)).body.leaveStatus).toBe('Pending');
  });

  it('employees:write creates and changes an employee as the client, never setting a pay rate or an account; 403 without the scope; another company’s employee is out of reach', async () => {
    const access = await tokenWith('employees:write');
    const form = { firstName: 'Aroha', lastName: 'Ngata', departmentId: department, paygroupId: payGroup, hireOnDateValue: '2026-11-02', payId: 'P-Aroha', clockId: '' };
    const created = await call('POST', '/employee/save-without-photo', access, { ...form, payRate: 45 });
    expect([created.status, created.body.message]).toEqual([200, 'success']);
    const id = created.body.id as string;
    const detail = async () => (await call<{ payId: string; payRate?: number | null; version: number; lastName: string }>('GET', `/api/employees/${id}`, admin)).body;
    const made = await detail();
    // The pay rate a client sends is not set: it may not edit pay rates, as a supervisor without the function may not.
    expect([made.payId, made.payRate ?? null]).toEqual(['P-Aroha', null]);
    const changed = await call('POST', '/employee/save-without-photo', access, { ...form, employeeId: id, lastName: 'Ngata-Smith', version: made.version });
    expect(changed.body).toEqual({ message: 'success', id });
    expect((await detail()).lastName).toBe('Ngata-Smith');
    expect(await actorsOf(`employee-${id}`)).toEqual(expect.arrayContaining([{ actor: { kind: 'client', id: clientPk, name: 'OAuth client kauri-hr' }, source: 'api' }]));
    expect((await actorsOf(`employee-${id}`)).every((e) => e.actor.kind === 'client')).toBe(true);

    // A sign-in account is a person's to give (ADR 0047).
    const withAccount = await call('POST', '/employee/save-without-photo', access, { ...form, payId: 'P-Rewi', firstName: 'Rewi', email: 'rewi@kauri.example.com', password: 'Rewi-pass-0001', confirm_password: 'Rewi-pass-0001' });
    expect([withAccount.status, withAccount.body]).toEqual([403, { message: INTEGRATOR_EMPLOYEE_TEXTS.noAccount }]);

    // An employee with a sign-in account: the client may change her record, not her account's name (ADR 0047).
    const tui = await call('POST', '/employee/save-without-photo', admin, { ...form, firstName: 'Tui', payId: 'P-Tui', email: 'tui@kauri.example.com', password: 'Tui-pass-00001', confirm_password: 'Tui-pass-00001' });
    expect(tui.body.message).toBe('success');
    const tuiForm = { ...form, firstName: 'Tui', payId: 'P-Tui', employeeId: tui.body.id as string };
    expect((await call('POST', '/employee/save-without-photo', access, { ...tuiForm, payId: 'P-Tui-2' })).body.message).toBe('success');
    expect((await call('POST', '/employee/save-without-photo', access, { ...tuiForm, payId: 'P-Tui-2', lastName: 'Renamed' })).status).toBe(403);

    const without = await lacking('employees:write');
    expect((await call('POST', '/employee/save-without-photo', without, { ...form, payId: 'P-Nope' })).status).toBe(403);
    // Another company's employee is not found; a department of another company is refused as none.
    expect((await call('POST', '/employee/save-without-photo', access, { ...form, employeeId: otherEmployeeId, payId: 'P-Hemi' })).status).toBe(404);
    expect((await call<{ lastName: string }>('GET', `/api/employees/${otherEmployeeId}`, otherAdmin)).body.lastName).toBe('Walker');
    // Other employee calls stay shut.
    expect((await call('POST', '/employee/saveStatus', access, { id, status: 'Inactive' })).status).toBe(403);
    expect((await call('GET', `/api/employees/${id}`, access)).status).toBe(403);
  });

  it('roster:read reads the roster without pay rates or costs; payperiods:read lists the pay periods; each 403 without its scope and only of the client’s company', async () => {
    const roster = await call<Roster>('GET', '/api/standardshifts/roster?startDate=2026-11-23&endDate=2026-11-29', await tokenWith('roster:read'));
    expect(roster.status).toBe(200);
    expect(roster.body.rows.map((r) => r.employee.id)).toContain(employeeId);
    expect(roster.body.rows.map((r) => r.employee.id)).not.toContain(otherEmployeeId);
    // Mere's pay rate is 31.50: an Admin sees it, a client (no payRate right) neither it nor the costs made from it (ADR 0048).
    expect((await call<Roster>('GET', '/api/standardshifts/roster?startDate=2026-11-23&endDate=2026-11-29', admin)).body.rows.find((r) => r.employee.id === employeeId)?.employee.payRate).toBe(31.5);
    expect(JSON.stringify(roster.body)).not.toMatch(/payRate|totalCost/);
    expect((await call('GET', '/api/standardshifts/roster?startDate=2026-11-23&endDate=2026-11-29', await lacking('roster:read'))).status).toBe(403);

    const periods = await call<Page<PayrollTransferDto>>('GET', '/api/payroll-transfers/search?filterDays=31', await tokenWith('payperiods:read'));
    expect(periods.status).toBe(200);
    expect(periods.body.items.length).toBeGreaterThan(0);
    expect(new Set(periods.body.items.map((p) => p.paygroupId))).toEqual(new Set([payGroup]));
    expect((await call('GET', '/api/payroll-transfers/search', await lacking('payperiods:read'))).status).toBe(403);
    // Closing one stays the company's people's.
    expect((await call('POST', '/payrolltransfer/close', await tokenWith(...OAUTH_SCOPES), { ids: [periods.body.items[0].id] })).status).toBe(403);

    // The payroll file of a period: Mere's hours, without her rate (an Admin's file has it).
    const period = periods.body.items[0];
    expect((await call('POST', '/timesheet/saveSinglePunch', admin, { employeeId, day: period.fromDate, inTime: '09:00', outTime: '13:00' })).body.message).toBe('success');
    const file = await call<string>('GET', `/payrolltransfer/exportCSV?id=${period.id}`, await tokenWith('payperiods:read'));
    expect(file.status).toBe(200);
    const rows = String(file.body).trim().split(/\r?\n/).map((line) => line.split(','));
    const rate = rows[0].indexOf('Rate');
    const mere = rows.find((r) => r.includes('P-Mere'));
    expect(mere).toBeDefined();
    expect(mere?.[rate]).toBe('');
    expect(String((await call<string>('GET', `/payrolltransfer/exportCSV?id=${period.id}`, admin)).body)).toContain('31.50');
    // The allowances' own file (a special customer's) stays the console's.
    expect((await call('GET', `/payrolltransfer/exportAllowance?id=${period.id}`, await tokenWith(...OAUTH_SCOPES))).status).toBe(403);
    expect((await call('GET', `/payrolltransfer/exportCSV?id=${period.id}`, await lacking('payperiods:read'))).status).toBe(403);
    const theirs = (await call<Page<PayrollTransferDto>>('GET', '/api/payroll-transfers/search?filterDays=31', otherAdmin)).body.items[0].id;
    expect((await call('GET', `/payrolltransfer/exportCSV?id=${theirs}`, await tokenWith('payperiods:read'))).status).toBe(404);
  });

  it('approvals:read lists punch pairs and approvals:write approves and unapproves them as the client; 403 without each scope; another company’s pair is out of reach', async () => {
    const worked = (token: string, forEmployee: string) => call('POST', '/timesheet/saveSinglePunch', token, { employeeId: forEmployee, day: '2026-11-18', inTime: '09:00', outTime: '13:00' });
    expect((await worked(admin, employeeId)).body.message).toBe('success');
    expect((await worked(otherAdmin, otherEmployeeId)).body.message).toBe('success');
    const week = '/api/time-approvals?startDate=2026-11-16&endDate=2026-11-22&status=all&pageSize=100';
    const reader = await tokenWith('approvals:read');
    const listed = await call<Page<TimeApprovalRow>>('GET', week, reader);
    expect(listed.status).toBe(200);
    // Only the client's company: Hemi's pair is not listed.
    expect(listed.body.items.map((r) => r.employeeId)).toEqual([employeeId]);
    const row = listed.body.items[0];
    expect(row).toMatchObject({ date: '2026-11-18', actualIn: '2026-11-18 09:00', actualOut: '2026-11-18 13:00', approved: 'Unapproved', approver: null });
    expect((await call('GET', week, await lacking('approvals:read'))).status).toBe(403);
    const approve = (token: string, body: Record<string, unknown>) => call('POST', '/time-approvals/approveAllSelected', token, body);
    // Reading is not approving.
    expect((await approve(reader, { punchPairIds: [row.punchPairId], versions: [row.version] })).status).toBe(403);
    expect((await approve(await lacking('approvals:write'), { punchPairIds: [row.punchPairId] })).status).toBe(403);

    const writer = await tokenWith('approvals:write');
    // Another company's pair, alone or beside one of its own: 404, nothing written.
    const theirPair = (await stack.db.pool.query<{ id: string }>('SELECT pair_id AS id FROM time_pair WHERE employee_id = $1', [otherEmployeeId])).rows[0].id;
    const before = (await actorsOf(`timesheet-${employeeId}`)).length;
    expect((await approve(writer, { punchPairIds: [theirPair] })).status).toBe(404);
    expect((await approve(writer, { punchPairIds: [row.punchPairId, theirPair] })).status).toBe(404);
    expect(await actorsOf(`timesheet-${employeeId}`)).toHaveLength(before);

    expect((await approve(writer, { punchPairIds: [row.punchPairId], versions: [row.version] })).body).toEqual({ message: 'success' });
    const approved = (await call<Page<TimeApprovalRow>>('GET', week, admin)).body.items.find((r) => r.punchPairId === row.punchPairId);
    expect(approved).toMatchObject({ approved: 'Approved', approver: 'OAuth client kauri-hr' });
    expect((await actorsOf(`timesheet-${employeeId}`)).at(-1)).toEqual({ actor: { kind: 'client', id: clientPk, name: 'OAuth client kauri-hr' }, source: 'api' });
    expect((await call('POST', '/time-approvals/unapproveAllSelected', writer, { punchPairIds: [row.punchPairId] })).body).toEqual({ message: 'success' });
    expect((await call<Page<TimeApprovalRow>>('GET', week, reader)).body.items[0]).toMatchObject({ approved: 'Unapproved' });
  });
});
