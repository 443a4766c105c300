import { JobKind, JobPayload, JobRunDto, REPORT_TEXTS, Role, RosterEmailResult, RosterJobReply } from '@timekeep/contracts';
import { RosterEmailJob } from '@timekeep/server-scheduling';
import { createAccount, eventually, openCustomer, quotedPrintableDecoded as decoded, registerCompany, signInAs, startSmtpSink, startTestStack, TestStack } from '@timekeep/server-testing';
import { pdfFirstPage, pdfText } from '@timekeep/testing-pdf';

type Reply = Partial<RosterJobReply> & { message?: string; id?: string; departmentVo?: { id: string } };

const WEEK = { startDate: '2026-11-23', endDate: '2026-11-29' };

describe('roster print and emails (issue 18: document 2 §7 WeeklyScheduleReport and /standardshifts/sendEmployeeEmail)', () => {
  let stack: TestStack;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let companyId: string;
  let admin: string;
  let supervisor: string;
  let employeeToken: string;
  let otherAdmin: string;
  let north: string;
  let south: string;
  let mere: { id: string; email: string };
  let tama: string;
  let aroha: { id: string; email: string };
  let wiremu: string;
  let smtpOpen = true;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const download = async (body: Record<string, unknown>, token = admin) => {
    const response = await fetch(`${stack.baseUrl}/jasper/download`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  };
  const weekly = (extra: Record<string, unknown> = {}) => ({
    report: 'WeeklyScheduleReport',
    sortBy: 'LastName',
    format: 'PDF',
    departmentIds: '',
    ...WEEK,
    // "other options empty" (document 2 §7).
    payGroupIds: '',
    employeeIds: '',
    jobIds: '',
    ...extra,
  });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map((m) => decoded(m.raw));
  const finished = async (jobId: string): Promise<JobRunDto> =>
    eventually(
      async () => (await stack.call<JobRunDto>('GET', `/api/job-runs/${jobId}`, { token: admin })).body,
      (r) => r.status === 'completed' || r.status === 'failed',
    );
  const email = async (body: Record<string, unknown>, token = admin): Promise<{ run: JobRunDto; result: RosterEmailResult }> => {
    const reply = await post('/standardshifts/sendEmployeeEmail', body, token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 1, message: 'success', job: { kind: 'roster-email' } });
    const run = await finished(reply.body.job?.id as string);
    expect(run.status).toBe('completed');
    return { run, result: run.result as RosterEmailResult };
  };

  beforeAll(async () => {
    // Wiremu's mailbox does not exist: the server refuses his mail for good.
    smtp = await startSmtpSink(undefined, { refuse: (address) => address.startsWith('wiremu-') });
    stack = await startTestStack({ worker: true, env: { SMTP_URL: smtp.url } });
    const opened = await openCustomer(stack, { name: 'Kauri Rosters Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    let payId = 0;
    const hire = async (firstName: string, lastName: string, departmentId: string, withAccount: boolean) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName, departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `P-${++payId}`, clockId: '' });
      expect(hired.body).toMatchObject({ message: 'success' });
      const id = hired.body.id as string;
      if (!withAccount) return { id, email: '' };
      const account = await createAccount(stack, companyId, { firstName, roles: [Role.Employee] });
      await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [account.userId, id]);
      return { id, email: account.email };
    };
    mere = await hire('Mere', 'Ngata', north, true);
    tama = (await hire('Tama', 'Hohaia', north, false)).id;
    aroha = await hire('Aroha', 'Walker', south, true);
    wiremu = (await hire('Wiremu', 'Tane', south, true)).id;
    // The positions the shifts are worked in: Division > Branch > Department > Position.
    const below = async (departmentName: string, parent: string) => (await post('/department/save', { departmentName, parent })).body.departmentVo?.id as string;
    const picker = await below('Picker', await below('North Store', await below('North Branch', north)));
    const packer = await below('Packer', await below('South Store', await below('South Branch', south)));
    const shift = async (labelName: string, departmentId: string, startTime: string, endTime: string) => {
      const saved = await post('/standardshifts/newSave', { departmentId, startTime, startTimeType: 'Today', endTime, endTimeType: 'Today', colorCode: '#2ebb7c', labelName });
      expect(saved.body).toMatchObject({ success: true });
      return saved.body.id as string;
    };
    const early = await shift('Early', picker, '08:00', '16:30');
    const late = await shift('Late', packer, '14:00', '22:30');
    const drop = async (employeeId: string, ruleDate: string, id: string) =>
      expect((await post('/standardshifts/handleScheduleByShift', { employeeId, ruleDate, workSectionData: { id } })).body).toMatchObject({ success: true });
    await drop(mere.id, '2026-11-23', early);
    await drop(mere.id, '2026-11-24', early);
    expect((await post('/standardshifts/addOffDay', { employeeId: mere.id, ruleDate: '2026-11-25' })).body).toMatchObject({ success: true });
    await drop(tama, '2026-11-24', early);
    await drop(aroha.id, '2026-11-23', late);
    supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Rangi', roles: [Role.Supervisor], departmentIds: [north] })).email);
    employeeToken = await signInAs(stack, mere.email);
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    if (smtpOpen) await smtp?.close();
  });

  describe('POST /jasper/download WeeklyScheduleReport', () => {
    it('answers a real PDF of the week: names, shifts with their times, off days, hours, the company and the range', async () => {
      const reply = await download(weekly());
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/pdf');
      expect(reply.headers.get('content-disposition')).toBe('attachment; filename="WeeklyScheduleReport-2026-11-23.pdf"');
      expect(reply.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(reply.body.subarray(-8).toString('latin1')).toContain('%%EOF');
      const { text, pages } = await pdfText(reply.body);
      expect(pages).toBe(1);
      // Rendered, the week is an A4 page on its side.
      const page = await pdfFirstPage(reply.body);
      expect(page.width).toBeGreaterThan(page.height);
      expect(Math.round((page.width / page.height) * 100)).toBe(141);
      for (const shown of ['Kauri Rosters Ltd: Weekly Schedule', '23 Nov 2026 to 29 Nov 2026', 'Monday', '23 Nov', 'Sunday', '29 Nov', 'Hours']) expect(text).toContain(shown);
      // Sorted by last name, shown last name first.
      expect(text.indexOf('Hohaia, Tama')).toBeGreaterThan(-1);
      expect(text.indexOf('Hohaia, Tama')).toBeLessThan(text.indexOf('Ngata, Mere'));
      expect(text.indexOf('Ngata, Mere')).toBeLessThan(text.indexOf('Walker, Aroha'));
      expect(text).toContain('08:00–16:30');
      expect(text).toContain('Early · Picker');
      expect(text).toContain('14:00–22:30');
      expect(text).toContain('Late · Packer');
      expect(text).toContain('Off Day');
      // The company does not let a shift's break be edited, so a shift is its whole span: Mere 2 × 8.5; the week 8.5 (Tama) + 17 (Mere) + 8.5 (Aroha).
      expect(text).toContain('17.00');
      expect(text).toContain('34.00');
    });

    it('sorts by first name when asked, and takes the departments as an array', async () => {
      const { text } = await pdfText((await download(weekly({ sortBy: 'FirstName', departmentIds: [north, south] }))).body);
      expect(text.indexOf('Aroha Walker')).toBeGreaterThan(-1);
      expect(text.indexOf('Aroha Walker')).toBeLessThan(text.indexOf('Mere Ngata'));
      expect(text.indexOf('Mere Ngata')).toBeLessThan(text.indexOf('Tama Hohaia'));
    });

    it("shows a supervisor only the departments they manage: another department's employee is not in it", async () => {
      const all = await pdfText((await download(weekly(), supervisor)).body);
      expect(all.text).toContain('Ngata, Mere');
      expect(all.text).toContain('Hohaia, Tama');
      expect(all.text).not.toContain('Walker');
      expect(all.text).not.toContain('14:00–22:30');
      const asked = await download(weekly({ departmentIds: south }), supervisor);
      expect(asked.status).toBe(200);
      const southOnly = await pdfText(asked.body);
      expect(southOnly.text).not.toContain('Walker');
      expect(southOnly.text).toContain('No active employees in the chosen departments.');
    });

    it("another company's admin sees none of this company's employees", async () => {
      const { text } = await pdfText((await download(weekly({ departmentIds: north }), otherAdmin)).body);
      expect(text).not.toContain('Ngata');
      expect(text).toContain('No active employees in the chosen departments.');
    });

    it('a range longer than a week continues week by week on pages of their own, then the totals', async () => {
      const reply = await download(weekly({ endDate: '2026-12-06' }));
      const { text, pages } = await pdfText(reply.body);
      expect(pages).toBe(3);
      for (const shown of ['23 Nov 2026 to 29 Nov 2026', '30 Nov 2026 to 6 Dec 2026', 'Totals, 23 Nov 2026 to 6 Dec 2026', 'Page 3 of 3']) expect(text).toContain(shown);
    });

    it('refuses an unknown report, another format, a bad range, with 400 and its text; no file', async () => {
      const unknown = await stack.call<{ message: string }>('POST', '/jasper/download', { token: admin, body: weekly({ report: 'NoSuchReport' }) });
      expect([unknown.status, unknown.body.message]).toEqual([400, REPORT_TEXTS.unknownReport]);
      const none = await stack.call<{ message: string }>('POST', '/jasper/download', { token: admin, body: weekly({ report: '' }) });
      expect([none.status, none.body.message]).toEqual([400, REPORT_TEXTS.chooseReport]);
      const excel = await stack.call<{ message: string }>('POST', '/jasper/download', { token: admin, body: weekly({ format: 'EXCEL' }) });
      expect([excel.status, excel.body.message]).toEqual([400, REPORT_TEXTS.pdfOnly]);
      const long = await stack.call<{ message: string }>('POST', '/jasper/download', { token: admin, body: weekly({ endDate: '2027-01-04' }) });
      expect([long.status, long.body.message]).toEqual([400, 'Choose a range of 1 to 42 days.']);
      const backwards = await stack.call<{ message: string }>('POST', '/jasper/download', { token: admin, body: weekly({ startDate: '2026-11-29', endDate: '2026-11-23' }) });
      expect(backwards.status).toBe(400);
      const badDate = await stack.call<{ message: string }>('POST', '/jasper/download', { token: admin, body: weekly({ startDate: '2026-13-01' }) });
      expect([badDate.status, badDate.body.message]).toEqual([400, 'Enter the dates as yyyy-MM-dd.']);
      expect((await stack.call('POST', '/jasper/download', { body: weekly() })).status).toBe(401);
    });
  });

  describe('POST /standardshifts/sendEmployeeEmail', () => {
    it("mails one employee their own roster by SMTP, in HTML and text, and no one else's shifts", async () => {
      const before = smtp.received.length;
      const { result } = await email({ ...WEEK, employeeId: mere.id });
      expect(result).toEqual({ employees: 1, sent: 1, notSent: [] });
      expect(smtp.received.length).toBe(before + 1);
      const [mail, ...more] = mailsTo(mere.email);
      expect(more).toEqual([]);
      expect(mail).toContain('Content-Type: text/plain');
      expect(mail).toContain('Content-Type: text/html');
      expect(mail).toContain('Kauri Rosters Ltd: your roster for 23 Nov 2026 to 29 Nov 2026');
      for (const line of ['Hello Mere,', 'Mon 23 Nov 2026: 08:00–16:30 Early · Picker (8.50 h)', 'Tue 24 Nov 2026: 08:00–16:30 Early · Picker (8.50 h)', 'Wed 25 Nov 2026: Off Day', 'Thu 26 Nov 2026: Not rostered', 'Total: 17.00 hours']) {
        expect(mail).toContain(line);
      }
      expect(mail).toContain('<strong>08:00–16:30</strong> Early · Picker');
      // Aroha's Late shift and Tama's day are theirs, not Mere's.
      expect(mail).not.toContain('14:00');
      expect(mail).not.toContain('Late');
      expect(mail).not.toContain('Tama');
    });

    it('Send All mails everyone within reach their own week and reports those without an address and those the server refused', async () => {
      const before = { mere: mailsTo(mere.email).length, aroha: mailsTo(aroha.email).length };
      const { result } = await email({ ...WEEK, departmentId: '' });
      expect(result.employees).toBe(4);
      expect(result.sent).toBe(2);
      expect(result.notSent).toEqual([
        { employeeId: tama, name: 'Tama Hohaia', reason: 'noEmail' },
        { employeeId: wiremu, name: 'Wiremu Tane', reason: 'failed' },
      ]);
      const toMere = mailsTo(mere.email);
      const toAroha = mailsTo(aroha.email);
      expect([toMere.length, toAroha.length]).toEqual([before.mere + 1, before.aroha + 1]);
      const arohas = toAroha[toAroha.length - 1];
      expect(arohas).toContain('Mon 23 Nov 2026: 14:00–22:30 Late · Packer (8.50 h)');
      expect(arohas).not.toContain('08:00');
      expect(toMere[toMere.length - 1]).not.toContain('14:00');
    });

    it("a supervisor's Send All reaches their departments only; departments of their own choosing too", async () => {
      const arohaBefore = mailsTo(aroha.email).length;
      const { result } = await email({ ...WEEK, departmentId: '' }, supervisor);
      expect([result.employees, result.sent, result.notSent.map((n) => n.employeeId)]).toEqual([2, 1, [tama]]);
      expect(mailsTo(aroha.email)).toHaveLength(arohaBefore);
      const chosen = await email({ ...WEEK, departmentId: `${north},${south}` }, supervisor);
      expect(chosen.result.employees).toBe(2);
      expect(mailsTo(aroha.email)).toHaveLength(arohaBefore);
      const outOfReach = await post('/standardshifts/sendEmployeeEmail', { ...WEEK, departmentId: south }, supervisor);
      expect([outOfReach.status, outOfReach.body.message]).toEqual([400, 'The chosen departments have no active employees.']);
    });

    it('a run delivered again (a worker that died after sending) mails nobody twice', async () => {
      const { run } = await email({ ...WEEK, departmentId: north });
      const received = smtp.received.length;
      const job = stack.worker?.get(RosterEmailJob) as RosterEmailJob;
      const { rows } = await stack.db.pool.query<{ payload: JobPayload<typeof JobKind.RosterEmail>; requested_by: string }>('SELECT payload, requested_by FROM job_run WHERE id = $1', [run.id]);
      const again = await job.run({ runId: run.id, companyId, requestedBy: rows[0].requested_by, attempt: 2, resumeFrom: 0, payload: rows[0].payload, progress: async () => undefined });
      expect(again).toEqual({ employees: 2, sent: 1, notSent: [{ employeeId: tama, name: 'Tama Hohaia', reason: 'noEmail' }] });
      expect(smtp.received.length).toBe(received);
      const recorded = await stack.db.pool.query('SELECT employee_id FROM roster_email_sent WHERE run_id = $1', [run.id]);
      expect(recorded.rows).toEqual([{ employee_id: mere.id }]);
    });

    it("refuses another company's employee and one out of the supervisor's reach as not found, and bad input with its text; queues nothing", async () => {
      const runs = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM job_run WHERE kind = 'roster-email'")).rows[0].n as number;
      const before = await runs();
      const foreign = await post('/standardshifts/sendEmployeeEmail', { ...WEEK, employeeId: mere.id }, otherAdmin);
      expect([foreign.status, foreign.body.message]).toEqual([404, 'This employee does not exist.']);
      const outOfScope = await post('/standardshifts/sendEmployeeEmail', { ...WEEK, employeeId: aroha.id }, supervisor);
      expect(outOfScope.status).toBe(404);
      expect((await post('/standardshifts/sendEmployeeEmail', { ...WEEK, employeeId: 'nobody' })).status).toBe(400);
      const long = await post('/standardshifts/sendEmployeeEmail', { startDate: '2026-11-23', endDate: '2027-01-04', employeeId: mere.id });
      expect([long.status, long.body.message]).toEqual([400, 'Choose a range of 1 to 42 days.']);
      expect((await post('/standardshifts/sendEmployeeEmail', { endDate: '2026-11-29', employeeId: mere.id })).body.message).toBe('Date is required.');
      // An employee may see their roster but not send the roster's emails.
      expect((await post('/standardshifts/sendEmployeeEmail', { ...WEEK, employeeId: mere.id }, employeeToken)).status).toBe(403);
      expect(await runs()).toBe(before);
    });

    it('a mail server that cannot be reached fails the run after its retries, naming neither the address nor the server', async () => {
      await smtp.close();
      smtpOpen = false;
      const reply = await post('/standardshifts/sendEmployeeEmail', { ...WEEK, employeeId: mere.id });
      expect(reply.body.status).toBe(1);
      const run = await finished(reply.body.job?.id as string);
      expect(run.status).toBe('failed');
      expect(run.attempts).toBe(3);
      expect(run.error).toMatch(/^The mail server did not take the roster emails \(\w+\); the run will be tried again\.$/);
      expect(run.error).not.toContain(mere.email);
      expect(run.error).not.toContain('127.0.0.1');
    });
  });
});
