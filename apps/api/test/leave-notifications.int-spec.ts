import { randomUUID } from 'node:crypto';
import { CompanyInfo, Role } from '@timekeep/contracts';
import { createAccount, openCustomer, quotedPrintableDecoded as decoded, signInAs, startSmtpSink, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; date?: string; departmentVo?: { id: string } };

/**
 * Document 1 §2 company detail: leaveNtReceivers and leaveNotifySupervisor. Who else hears of a new
 * leave request besides the Report To (ADR 0059).
 */
describe('leave notifications (issue 30): the listed receivers and the supervisors are told of a new request', () => {
  let stack: TestStack;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let kauri: Awaited<ReturnType<typeof company>>;
  let totara: Awaited<ReturnType<typeof company>>;
  // Kauri's people: Hemi is Mere's Report To; Rangi manages North (scope), Ana is named Supervisor of North Yard, Sione manages South.
  let hemi: { userId: string; email: string };
  let rangi: { userId: string; email: string; token: string };
  let ana: { userId: string; email: string };
  let sione: { userId: string; email: string };
  let mere: { employeeId: string; email: string; token: string };
  let north: string;

  const PAY = 'pay@kauri.example.com';
  const HR = 'HR@Kauri.example.com';
  const BOUNCES = 'gone@kauri.example.com';

  const post = (path: string, body: Record<string, unknown>, token: string) => stack.call<Reply>('POST', path, { token, body });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase())).map((m) => decoded(m.raw));
  /** How many mails each address got since `before`, lowercased. */
  const toldSince = (before: number) => {
    const counts: Record<string, number> = {};
    for (const mail of smtp.received.slice(before)) for (const to of mail.to) counts[to.toLowerCase()] = (counts[to.toLowerCase()] ?? 0) + 1;
    return counts;
  };

  /** A company with an Admin, a schedule Monday to Friday, a weekly pay group and an annual leave type. */
  async function company(name: string, code: string) {
    const opened = await openCustomer(stack, { name, code, adminEmail: `admin@${code.toLowerCase()}.example.com` });
    const admin = opened.admin;
    const top = (await post('/department/save', { departmentName: 'North' }, admin)).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, admin)).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const scheduleId = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-11-23', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) }, admin)).body.id as string;
    const annual = (await post('/paytype/save', { ctDay: 8, code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true }, admin)).body.id as string;
    let payId = 0;
    const hire = async (firstName: string, departmentId: string, reportTo: string | null) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Test', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `P-${++payId}`, clockId: '', scheduleId, reportTo }, admin);
      expect(hired.body).toMatchObject({ message: 'success' });
      return hired.body.id as string;
    };
    /** The company detail form as the console posts it, with the notification fields. */
    const notify = async (leaveNtReceivers: string, leaveNotifySupervisor: boolean) => {
      const info = (await stack.call<CompanyInfo>('GET', '/api/company/info', { token: admin })).body;
      const { code, tradingName, timeZoneId, latitude, longitude, exceptionThreshold, exceptionLDThreshold } = info;
      const form = { ...Object.fromEntries(Object.entries({ code, tradingName, timeZoneId, latitude, longitude, exceptionThreshold, exceptionLDThreshold }).map(([k, v]) => [k, String(v)])), leaveNtReceivers, leaveNotifySupervisor: String(leaveNotifySupervisor), version: String(info.version) };
      expect((await stack.call<Reply>('POST', '/mydetail/save', { token: admin, form })).body).toEqual({ message: 'success' });
    };
    return { companyId: opened.companyId, admin, top, annual, hire, notify };
  }
  const request = (employeeId: string, typeId: string, extra: Record<string, unknown> = {}) => ({ employeeId, typeId, fromDate: '2026-11-23', toDate: '2026-11-24', scheduledDuration: true, skip: true, skipUnscheduled: true, ...extra });
  const account = async (companyId: string, firstName: string, roles: Role[], departmentIds: string[] = []) => createAccount(stack, companyId, { firstName, roles, departmentIds });

  beforeAll(async () => {
    smtp = await startSmtpSink(undefined, { refuse: (address) => address === BOUNCES });
    stack = await startTestStack({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://timekeep.test', UPLOAD_DIR: `/tmp/tk-uploads-${randomUUID()}` } });
    kauri = await company('Kauri Ltd', 'KAURI');
    north = kauri.top;
    const south = (await post('/department/save', { departmentName: 'South' }, kauri.admin)).body.departmentVo?.id as string;
    hemi = await account(kauri.companyId, 'Hemi', [Role.Admin]);
    const r = await account(kauri.companyId, 'Rangi', [Role.Supervisor], [north]);
    rangi = { ...r, token: await signInAs(stack, r.email) };
    ana = await account(kauri.companyId, 'Ana', [Role.Supervisor], [south]);
    sione = await account(kauri.companyId, 'Sione', [Role.Supervisor], [south]);
    // Ana supervises North Yard by name (the department's Supervisor field) though her scope is South.
    const yard = (await post('/department/save', { departmentName: 'North Yard', parent: north, supervisorIds: [ana.userId] }, kauri.admin)).body.departmentVo?.id as string;
    expect(yard).toBeTruthy();
    const employeeId = await kauri.hire('Mere', yard, hemi.userId);
    const own = await account(kauri.companyId, 'Mere', [Role.Employee]);
    await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [own.userId, employeeId]);
    mere = { employeeId, email: own.email, token: await signInAs(stack, own.email) };
    // Rangi's address is listed too, in capitals, and so is Mere's own: each is told once at most. The
    // first listed address bounces: the others are told all the same.
    await kauri.notify([BOUNCES, PAY, HR, rangi.email.toUpperCase(), mere.email].join(', '), true);

    totara = await company('Totara Ltd', 'TOTARA');
    await totara.notify('pay@totara.example.com', true);
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it('a request from /leave/save mails the Report To, the supervisors of the department and every listed address, each once', async () => {
    const before = smtp.received.length;
    expect((await post('/leave/save', request(mere.employeeId, kauri.annual), kauri.admin)).body.message).toBe('success');
    // Not Sione (South only), not the admin who filed it, not Mere (it is her leave), not another company's receiver.
    expect(mailsTo(sione.email)).toEqual([]);
    expect(toldSince(before)).toEqual({ [hemi.email]: 1, [rangi.email]: 1, [ana.email]: 1, [PAY]: 1, [HR.toLowerCase()]: 1 });
    expect(mailsTo(hemi.email)[0]).toContain('A leave request waits for your approval');
    for (const email of [rangi.email, ana.email, PAY, HR]) {
      const [mail] = mailsTo(email);
      for (const fact of ['A new leave request', 'Mere Test', 'Annual Holidays', '2026-11-23 to 2026-11-24', 'Hours: 16.00', 'Status: Pending']) expect(mail).toContain(fact);
      expect(mail).toContain('http://timekeep.test/leave/list?startDate=2026-11-23&endDate=2026-11-24&status=Pending');
    }
    // A listed address is nobody's account: greeted by no name.
    expect(mailsTo(PAY)[0]).toMatch(/^Hello,$/m);
  });

  it('a request from the kiosk and from the mobile app mails the same people', async () => {
    for (const [path, date] of [
      ['/api/leaves/kiosk-submit-leave', '2026-11-25'],
      ['/api/leaves/submit-leave-clever-go', '2026-11-26'],
    ]) {
      const before = smtp.received.length;
      expect((await post(path, request(mere.employeeId, kauri.annual, { fromDate: date, toDate: date }), mere.token)).body.message).toBe('success');
      expect(toldSince(before)).toEqual({ [hemi.email]: 1, [rangi.email]: 1, [ana.email]: 1, [PAY]: 1, [HR.toLowerCase()]: 1 });
    }
  });

  it('the supervisor who files the request is not told of it', async () => {
    const before = smtp.received.length;
    expect((await post('/leave/save', request(mere.employeeId, kauri.annual, { fromDate: '2026-11-30', toDate: '2026-11-30' }), rangi.token)).body.message).toBe('success');
    expect(toldSince(before)).toEqual({ [hemi.email]: 1, [ana.email]: 1, [PAY]: 1, [HR.toLowerCase()]: 1 });
  });

  it('with leaveNotifySupervisor off, the Report To and the listed addresses only', async () => {
    await kauri.notify([PAY, HR].join(','), false);
    const before = smtp.received.length;
    expect((await post('/leave/save', request(mere.employeeId, kauri.annual, { fromDate: '2026-12-01', toDate: '2026-12-01' }), kauri.admin)).body.message).toBe('success');
    expect(toldSince(before)).toEqual({ [hemi.email]: 1, [PAY]: 1, [HR.toLowerCase()]: 1 });
    await kauri.notify([BOUNCES, PAY, HR, rangi.email.toUpperCase(), mere.email].join(', '), true);
  });

  it('a refused save mails nobody', async () => {
    const before = smtp.received.length;
    // Saturday is off: the spec's offDay code, nothing written.
    const refused = await post('/leave/save', request(mere.employeeId, kauri.annual, { fromDate: '2026-12-04', toDate: '2026-12-05', skipUnscheduled: false }), kauri.admin);
    expect([refused.body.message, refused.body.date]).toEqual(['offDay', '2026-12-05']);
    // The same days again: 'exist'.
    expect((await post('/leave/save', request(mere.employeeId, kauri.annual), kauri.admin)).body.message).toBe('exist');
    expect(smtp.received.length).toBe(before);
  });

  it("another company's request tells only its own receivers and supervisors", async () => {
    const tane = await totara.hire('Tane', totara.top, null);
    const before = smtp.received.length;
    expect((await post('/leave/save', request(tane, totara.annual), totara.admin)).body.message).toBe('success');
    expect(toldSince(before)).toEqual({ 'pay@totara.example.com': 1 });
  });
});
