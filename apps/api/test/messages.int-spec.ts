import { ExceptionNum, InboxMessage, InboxSummary, Page, Role, SyncType } from '@timekeep/contracts';
import { Streams, SyncLog } from '@timekeep/server-platform';
import { createAccount, eventually, openCustomer, signInAs, startTestStack, systemContext, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; changed?: number; departmentVo?: { id: string }; job?: { id: string } };

/** A Wednesday afternoon in Auckland (the product's clock, ADR 0053): the current pay period already holds missed days. */
const NOW = '2026-11-25T03:00:00Z';

/**
 * The message centre (issue 30, ADR 0063): each person's inbox, filled from what happened that
 * concerns them, read and marked read by them alone.
 */
describe('the message centre', () => {
  let stack: TestStack;
  let companyId: string;
  let admin: string;
  let otherAdmin: string;
  let rangi: { id: string; token: string };
  let hemi: { id: string; token: string };
  let mere: { id: string; token: string };
  let mereEmployee: string;
  let annual: string;

  const post = (path: string, body: unknown, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const answered = <T>(reply: { status: number; body: T }): T => {
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const inbox = async (token: string, query = '') => answered(await stack.call<Page<InboxMessage>>('GET', `/api/messages?pageSize=100${query}`, { token }));
  const summary = async (token: string) => answered(await stack.call<InboxSummary>('GET', '/api/messages/summary', { token }));
  const titles = async (token: string, query = '') => (await inbox(token, query)).items.map((m) => m.title);
  /** Waits until the token's inbox holds `count` messages (the worker tells them after the change commits). */
  const holding = (token: string, count: number, query = '') => eventually(() => inbox(token, query), (page) => page.total >= count);
  const leave = (fromDate: string, toDate: string, token = mere.token) =>
    post('/leave/save', { employeeId: mereEmployee, typeId: annual, fromDate, toDate, scheduledDuration: true, skip: true, skipUnscheduled: true }, token);

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { TIMEKEEP_CLOCK_START: NOW } });
    const opened = await openCustomer(stack, { name: 'Inbox Ltd', code: 'INBOX', adminEmail: 'admin@inbox.example.com', multiShiftView: true });
    admin = opened.admin;
    companyId = opened.companyId;
    otherAdmin = (await openCustomer(stack, { name: 'Other Ltd', code: 'OTHER', adminEmail: 'admin@other-inbox.example.com', multiShiftView: true })).admin;
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    const person = async (firstName: string, roles: Role[], departmentIds: string[] = []) => {
      const account = await createAccount(stack, companyId, { firstName, roles, departmentIds });
      return { id: account.userId, token: await signInAs(stack, account.email) };
    };
    rangi = await person('Rangi', [Role.Supervisor], [north]);
    hemi = await person('Hemi', [Role.Supervisor], [south]);
    mere = await person('Mere', [Role.Employee]);
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const weekdays = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    const hired = await post('/employee/save-without-photo', { firstName: 'Mere', lastName: 'Test', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '', scheduleId: weekdays, reportTo: rangi.id });
    expect(hired.body.message).toBe('success');
    mereEmployee = hired.body.id as string;
    await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [mere.id, mereEmployee]);
    annual = (await post('/paytype/save', { ctDay: 8, code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true })).body.id as string;
    const streams = stack.api.get(Streams);
    await streams.transaction((tx) =>
      streams.append(tx, systemContext(companyId), { id: `leave-balance-${mereEmployee}`, type: 'leave-balance', expected: 'any' }, [
        { type: 'leave.balance-imported', v: 1, data: { employeeId: mereEmployee, payTypeId: annual, date: '2026-01-01', balance: 80, hours: 80, fileName: 'balances.csv', fileSha256: 'x' } },
      ]),
    );
  });
  afterAll(() => stack?.close());

  it('a leave request puts one message in the inbox of each who approves it (the Report To, the Admin), and in nobody else’s', async () => {
    expect((await leave('2026-11-30', '2026-12-01')).body.message).toBe('success');
    const [message, ...more] = (await holding(rangi.token, 1)).items;
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      kind: 'leave-requested',
      title: 'Leave request from Mere Test',
      body: 'Annual Holidays, 30 Nov 2026 to 1 Dec 2026, 16 hours. Waits for approval.',
      link: '/leave/list?startDate=2026-11-30&endDate=2026-12-01&status=Pending',
      read: false,
    });
    expect(await titles(admin)).toEqual(['Leave request from Mere Test']);
    // Told in one transaction with Rangi's: a supervisor of another department, the employee who
    // asked, and another company's Admin have nothing.
    expect(await titles(hemi.token)).toEqual([]);
    expect(await titles(mere.token)).toEqual([]);
    expect(await titles(otherAdmin)).toEqual([]);
    expect(await summary(rangi.token)).toMatchObject({ unread: 1, latest: [{ id: message.id }] });
  });

  it('the approver’s decision puts one in the employee’s inbox, and the request waits for nobody any more', async () => {
    const [request] = (await inbox(rangi.token)).items;
    const { rows } = await stack.db.pool.query<{ id: string }>('SELECT id::text FROM leave_request WHERE employee_id = $1', [mereEmployee]);
    expect((await post('/leave/updateExamine', { id: rows[0].id, status: 'Approved', reason: 'Enjoy the break' }, rangi.token)).body.message).toBe('success');
    const [decision, ...more] = (await holding(mere.token, 1)).items;
    expect(more).toEqual([]);
    expect(decision).toMatchObject({
      kind: 'leave-decided',
      title: 'Your leave was approved',
      body: 'Annual Holidays, 30 Nov 2026 to 1 Dec 2026, 16 hours. By Rangi Test. Reason: Enjoy the break',
      link: '/leave/list?startDate=2026-11-30&endDate=2026-12-01&status=Approved',
      read: false,
    });
    // The request's messages were settled in the decision's transaction: read, for Rangi and the Admin alike.
    expect((await inbox(rangi.token)).items).toEqual([{ ...request, read: true }]);
    expect((await summary(admin)).unread).toBe(0);
    expect((await summary(mere.token)).unread).toBe(1);
  });

  it('counts the unread, shows them alone when asked, newest first, paged on the server', async () => {
    expect((await leave('2026-12-07', '2026-12-07')).body.message).toBe('success');
    expect((await leave('2026-12-08', '2026-12-08')).body.message).toBe('success');
    await holding(rangi.token, 3);
    expect(await titles(rangi.token, '&unread=true')).toHaveLength(2);
    expect((await summary(rangi.token)).unread).toBe(2);
    const all = await inbox(rangi.token);
    const startOf = (m: InboxMessage) => new URLSearchParams(m.link?.split('?')[1]).get('startDate');
    expect(all.items.map((m) => [m.read, startOf(m)])).toEqual([
      [false, '2026-12-08'],
      [false, '2026-12-07'],
      [true, '2026-11-30'],
    ]);
    // A page past the end still says how many there are; the table's page sizes only, and the filter's own values.
    const past = (await stack.call<Page<InboxMessage>>('GET', '/api/messages?page=2&pageSize=10', { token: rangi.token })).body;
    expect([past.total, past.items]).toEqual([3, []]);
    expect((await stack.call('GET', '/api/messages?pageSize=1', { token: rangi.token })).status).toBe(400);
    expect((await stack.call('GET', '/api/messages?unread=maybe', { token: rangi.token })).status).toBe(400);
  });

  it('marks one read, or all; never another person’s, and a request naming one that is not theirs marks nothing', async () => {
    const [newest, older] = (await inbox(rangi.token, '&unread=true')).items;
    const mine = (await inbox(mere.token)).items[0];
    const mark = (ids: unknown, token = rangi.token) => stack.call<Reply>('POST', '/api/messages/read', { token, body: { ids } });

    // Another's message, or one of them among one's own: not found, and nothing changes.
    expect(await mark([mine.id])).toMatchObject({ status: 404, body: { message: 'This message does not exist.' } });
    expect(await mark([newest.id, mine.id])).toMatchObject({ status: 404 });
    expect(await mark([newest.id], otherAdmin)).toMatchObject({ status: 404 });
    expect((await summary(rangi.token)).unread).toBe(2);
    expect((await inbox(mere.token)).items[0].read).toBe(false);
    // Bad requests are refused with a sentence.
    expect(await mark([])).toMatchObject({ status: 400, body: { message: 'Choose a message.' } });
    expect((await mark(['not-an-id'])).status).toBe(400);
    expect((await stack.call('POST', '/api/messages/read', { token: rangi.token, body: { ids: [newest.id], everyone: true } })).status).toBe(400);
    expect((await stack.call('POST', '/api/messages/read-all', { token: rangi.token, body: { recipientId: mere.id } })).status).toBe(400);
    expect((await summary(rangi.token)).unread).toBe(2);

    expect((await mark([newest.id])).body).toEqual({ message: 'success', changed: 1 });
    expect((await mark([newest.id])).body).toEqual({ message: 'success', changed: 0 });
    expect((await inbox(rangi.token, '&unread=true')).items.map((m) => m.id)).toEqual([older.id]);
    expect((await stack.call<Reply>('POST', '/api/messages/read-all', { token: rangi.token, body: {} })).body).toEqual({ message: 'success', changed: 1 });
    expect((await summary(rangi.token)).unread).toBe(0);
    // Marking all was Rangi's alone.
    expect((await inbox(mere.token)).items[0].read).toBe(false);
    expect((await summary(admin)).unread).toBe(2);
  });

  it('a background run tells whoever started it that it finished, linking to where they started it', async () => {
    const queued = await post('/recalculate/recalculate', { employees: mereEmployee, startDate: '2026-11-23', endDate: '2026-11-24' });
    expect(queued.body.message).toBe('success');
    const page = await eventually(
      () => inbox(admin),
      (p) => p.items.some((m) => m.kind === 'job-finished'),
    );
    expect(page.items.filter((m) => m.kind === 'job-finished')).toEqual([
      expect.objectContaining({ title: 'Recalculation finished', body: 'It finished without an error.', link: '/recalculate/condition', read: false }),
    ]);
    expect((await inbox(rangi.token)).items.some((m) => m.kind === 'job-finished')).toBe(false);
  });

  it('a failed sync tells the Admins and whoever asked for it; a warning tells nobody', async () => {
    const record = (status: 'Error' | 'Warning', message: string) =>
      stack.api.get(Streams).transaction((tx) => stack.api.get(SyncLog).record(tx.manager, { companyId, type: SyncType.EmployeesSync, status, message, integration: 'Xero', actorId: rangi.id }));
    await record('Warning', 'Two employees have no tax code.');
    await record('Error', 'Xero refused the token.');
    const [failed] = (await eventually(() => inbox(rangi.token, '&unread=true'), (p) => p.total > 0)).items;
    expect(failed).toMatchObject({ kind: 'sync-failed', title: 'Employees Sync (Xero) failed', body: 'Xero refused the token.', link: '/sync-results?statuses=Error&types=Employees+Sync' });
    const adminSyncs = (await inbox(admin)).items.filter((m) => m.kind === 'sync-failed');
    expect(adminSyncs.map((m) => m.body)).toEqual(['Xero refused the token.']);
    for (const token of [mere.token, hemi.token, otherAdmin]) expect((await inbox(token)).items.some((m) => m.kind === 'sync-failed')).toBe(false);
  });

  it('time card exceptions that wait are one line for those who review them, counted as their list counts them', async () => {
    const counted = async (token: string) => (await stack.call<ExceptionNum>('GET', '/api/dashboard/exceptionNum', { token })).body.AllException;
    const adminCount = await counted(admin);
    expect(adminCount).toBeGreaterThan(0);
    expect((await summary(admin)).tasks).toEqual([{ kind: 'exceptions', count: adminCount, title: `${adminCount} time card exceptions wait for review`, link: '/times/timecardExceptionList' }]);
    expect((await summary(rangi.token)).tasks).toEqual([expect.objectContaining({ count: await counted(rangi.token) })]);
    // Hemi's department has nobody. An Employee reviews nothing: she reads the exceptions on her own
    // timesheet (ADR 0070), as many as the Report To's list holds of hers, since Mere is his only one.
    expect((await summary(hemi.token)).tasks).toEqual([]);
    const hers = await counted(rangi.token);
    expect((await summary(mere.token)).tasks).toEqual([{ kind: 'my-exceptions', count: hers, title: `${hers} exceptions are on your timesheet this pay period`, link: '/timesheet/view' }]);
  });

  it('an event handled again writes no second message, and a read message stays read', async () => {
    const before = await Promise.all([inbox(admin), inbox(rangi.token), inbox(mere.token)]);
    await stack.db.pool.query(`UPDATE processor_checkpoints SET transaction_id = '0'::xid8, global_position = 0 WHERE name = 'messages'`);
    await eventually(
      () =>
        stack.db.pool.query<{ done: boolean }>(
          `SELECT c.transaction_id = e.transaction_id AND c.global_position = e.global_position AS done
             FROM processor_checkpoints c, (SELECT transaction_id, global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1) e
            WHERE c.name = 'messages'`,
        ),
      (r) => r.rows[0]?.done === true,
    );
    expect(await Promise.all([inbox(admin), inbox(rangi.token), inbox(mere.token)])).toEqual(before);
  });

  it('a caller who has not signed in has no inbox', async () => {
    expect((await stack.call('GET', '/api/messages')).status).toBe(401);
    expect((await stack.call('GET', '/api/messages/summary')).status).toBe(401);
    expect((await stack.call('POST', '/api/messages/read-all', { body: {} })).status).toBe(401);
  });
});
