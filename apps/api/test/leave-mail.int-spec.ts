import { randomUUID } from 'node:crypto';
import { Role } from '@timekeep/contracts';
import { Streams } from '@timekeep/server-platform';
import { createAccount, openCustomer, quotedPrintableDecoded as decoded, signInAs, startSmtpSink, startTestStack, systemContext, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; date?: string; departmentVo?: { id: string } };

describe('leave mail (issue 17): the approver of a request, the employee of a decision', () => {
  let stack: TestStack;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let smtpOpen = true;
  let admin: string;
  let companyId: string;
  let approver: { email: string; token: string };
  let employee: { email: string; token: string };
  let mere: string;
  let tama: string;
  let annual: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const request = (extra: Record<string, unknown> = {}) => ({ employeeId: mere, typeId: annual, fromDate: '2026-11-23', toDate: '2026-11-24', scheduledDuration: true, skip: true, skipUnscheduled: true, ...extra });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map((m) => decoded(m.raw));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    stack = await startTestStack({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://timekeep.test', UPLOAD_DIR: `/tmp/tk-uploads-${randomUUID()}` } });
    const opened = await openCustomer(stack, { name: 'Mail Ltd', code: 'MAIL', adminEmail: 'admin@mail.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-11-23', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    const sup = await createAccount(stack, companyId, { firstName: 'Rangi', roles: [Role.Supervisor], departmentIds: [north] });
    approver = { email: sup.email, token: await signInAs(stack, sup.email) };
    const hire = async (firstName: string, payId: string, reportTo: string | null) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Test', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId, clockId: '', scheduleId: days, reportTo });
      expect(hired.body).toMatchObject({ message: 'success' });
      return hired.body.id as string;
    };
    mere = await hire('Mere', 'P-1', sup.userId);
    tama = await hire('Tama', 'P-2', null);
    const saved = await post('/paytype/save', { ctDay: 8, code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true });
    annual = saved.body.id as string;
    const emp = await createAccount(stack, companyId, { firstName: 'Mere', roles: [Role.Employee] });
    employee = { email: emp.email, token: await signInAs(stack, emp.email) };
    await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [emp.userId, mere]);
    const streams = stack.api.get(Streams);
    await streams.transaction((tx) =>
      streams.append(tx, systemContext(companyId), { id: `leave-balance-${mere}`, type: 'leave-balance', expected: 'any' }, [
        { type: 'leave.balance-imported', v: 1, data: { employeeId: mere, payTypeId: annual, date: '2026-01-01', balance: 40, hours: 40, fileName: 'balances.csv', fileSha256: 'x' } },
      ]),
    );
  });
  afterAll(async () => {
    await stack?.close();
    if (smtpOpen) await smtp?.close();
  });

  it('a request mails the Report To, in text and HTML, with the request and a link to it in the console', async () => {
    const saved = await post('/leave/save', request());
    expect(saved.body.message).toBe('success');
    const [mail, ...more] = mailsTo(approver.email);
    expect(more).toEqual([]);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    for (const fact of ['Mere Test', 'Annual Holidays', '2026-11-23 to 2026-11-24', 'Hours: 16.00', 'Status: Pending']) expect(mail).toContain(fact);
    expect(mail).toContain('http://timekeep.test/leave/list?startDate=2026-11-23&endDate=2026-11-24&status=Pending');
    // Nobody else: the employee asked, so the employee is not told.
    expect(mailsTo(employee.email)).toEqual([]);
  });

  it('a kiosk request mails the Report To too', async () => {
    const saved = await post('/api/leaves/kiosk-submit-leave', request({ fromDate: '2026-11-26', toDate: '2026-11-26' }), employee.token);
    expect(saved.body.message).toBe('success');
    expect(mailsTo(approver.email)).toHaveLength(2);
    expect(mailsTo(approver.email)[1]).toContain('http://timekeep.test/leave/list?startDate=2026-11-26&endDate=2026-11-26&status=Pending');
  });

  it('an approval by the Report To mails the employee with the status and reason; the employee cancelling their own mails nobody', async () => {
    const { rows } = await stack.db.pool.query<{ id: string; from_date: string }>("SELECT id, to_char(from_date, 'YYYY-MM-DD') AS from_date FROM leave_request WHERE employee_id = $1 ORDER BY from_date", [mere]);
    const [first, kiosk] = rows;
    expect((await post('/leave/updateExamine', { id: first.id, status: 'Approved', reason: 'Enjoy the break' }, approver.token)).body.message).toBe('success');
    const [mail, ...more] = mailsTo(employee.email);
    expect(more).toEqual([]);
    for (const fact of ['Your leave was approved', 'Mere Test', 'Annual Holidays', 'Hours: 16.00', 'Status: Approved', 'Reason: Enjoy the break']) expect(mail).toContain(fact);
    expect(mail).toContain('http://timekeep.test/leave/list?startDate=2026-11-23&endDate=2026-11-24&status=Approved');

    const before = smtp.received.length;
    expect((await post('/leave/delete', { ids: [kiosk.id] }, employee.token)).body.message).toBe('success');
    expect(smtp.received.length).toBe(before);
    // Cancelled by the approver instead, the employee hears of it.
    expect((await post('/leave/delete', { ids: [first.id] }, approver.token)).body.message).toBe('success');
    expect(mailsTo(employee.email)).toHaveLength(2);
    expect(mailsTo(employee.email)[1]).toContain('Status: Cancelled');
  });

  it('a refused save mails nobody', async () => {
    const before = smtp.received.length;
    // Saturday is off: the spec's offDay code, nothing written.
    const refused = await post('/leave/save', request({ fromDate: '2026-12-04', toDate: '2026-12-05', skipUnscheduled: false }));
    expect([refused.body.message, refused.body.date]).toEqual(['offDay', '2026-12-05']);
    expect((await post('/leave/save', request({ toDate: '2026-11-20' }))).status).toBe(400);
    expect(smtp.received.length).toBe(before);
  });

  it('an employee with no Report To: the request is saved and nobody is mailed', async () => {
    const before = smtp.received.length;
    const saved = await post('/leave/save', request({ employeeId: tama }));
    expect(saved.body.message).toBe('success');
    expect((await stack.db.pool.query('SELECT status FROM leave_request WHERE id = $1', [saved.body.id])).rows).toEqual([{ status: 'Pending' }]);
    expect(smtp.received.length).toBe(before);
  });

  it('a mail that cannot be sent does not undo the request', async () => {
    await smtp.close();
    smtpOpen = false;
    const saved = await post('/leave/save', request({ fromDate: '2026-12-01', toDate: '2026-12-01' }));
    expect(saved.body.message).toBe('success');
    expect((await stack.db.pool.query('SELECT status FROM leave_request WHERE id = $1', [saved.body.id])).rows).toEqual([{ status: 'Pending' }]);
  });
});
