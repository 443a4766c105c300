import type { INestApplicationContext } from '@nestjs/common';
import ExcelJS from 'exceljs';
import { Page, Role, ScheduledReportDto, SyncResultDto, UserDetail } from '@timekeep/contracts';
import { createWorker } from '@timekeep/server-composition';
import { SCHEDULED_REPORT_ATTEMPTS, ScheduledReportSender } from '@timekeep/server-reporting';
import { createAccount, openCustomer, signInAs, startSmtpSink, startTestStack, TestStack, userFormOf } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

const DAY = 86_400_000;
const MINUTE = 60_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Monday-to-Sunday week before the week holding `date` (yyyy-MM-dd): the period of a PreviousWeek send on that date. */
function weekBefore(date: string): string[] {
  const t = Date.parse(`${date}T00:00:00Z`);
  const monday = t - (((new Date(t).getUTCDay() + 6) % 7) + 7) * DAY;
  return Array.from({ length: 7 }, (_, i) => new Date(monday + i * DAY).toISOString().slice(0, 10));
}

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The mail's one XLSX attachment (headers unfolded, base64 decoded). */
function workbookOf(raw: string): Buffer {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const part = new RegExp(`Content-Type: ${XLSX}; name=\\S+\\r?\\nContent-Transfer-Encoding: base64\\r?\\nContent-Disposition: attachment[^\\n]*\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`).exec(unfolded);
  if (!part) throw new Error('no XLSX attachment');
  return Buffer.from(part[1].replace(/\s/g, ''), 'base64');
}

/** The employees named in the Timesheet Summary's rows (under its 'Employee' header, the Total row left out). */
async function employeesIn(xlsx: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const lines: unknown[][] = [];
  book.worksheets[0].eachRow({ includeEmpty: false }, (row) => lines.push((row.values as unknown[]).slice(1)));
  const header = lines.findIndex((l) => l[0] === 'Employee');
  expect(header).toBeGreaterThanOrEqual(0);
  return [...new Set(lines.slice(header + 1).map((l) => String(l[0])).filter((name) => name !== 'Total'))];
}

/**
 * A scheduled report is drawn with its creator's reach as it is at each send (ADR 0045): a
 * supervisor's schedule mails only their departments' employees, follows their reach when it is
 * narrowed, and is not sent at all once they are deactivated.
 */
describe("a scheduled report's scope: its creator's reach at each send", () => {
  let stack: TestStack;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let worker: INestApplicationContext;
  let admin: string;
  let supervisorId: string;
  let supervisor: string;
  let north: string;
  let yard: string;
  let tomorrow: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const sweep = (at: number) => worker.get(ScheduledReportSender).sweep(new Date(at));
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

  beforeAll(async () => {
    smtp = await startSmtpSink(() => undefined);
    stack = await startTestStack({ env: { SMTP_URL: smtp.url } });
    const opened = await openCustomer(stack, { name: 'Hoiho Freight', code: 'HOIHO', adminEmail: 'admin@hoiho.example.com' });
    admin = opened.admin;
    const zone = (await stack.db.pool.query('SELECT time_zone FROM company WHERE id = $1', [opened.companyId])).rows[0].time_zone as string;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    tomorrow = plusDays(today, 1);

    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    yard = (await post('/department/save', { departmentName: 'North Yard', parent: north })).body.departmentVo?.id as string;
    const south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = async (firstName: string, lastName: string, departmentId: string, payId: string) =>
      (await post('/employee/save-without-photo', { firstName, lastName, departmentId, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId, clockId: '' })).body.id as string;
    const people = [await hire('Mere', 'Walker', north, 'P-1'), await hire('Tai', 'Anderson', yard, 'P-2'), await hire('Aroha', 'Zane', south, 'P-3')];
    // Hours in the periods of the first two sends (the weeks before the weeks of tomorrow and a week later).
    for (const day of [weekBefore(tomorrow)[1], weekBefore(plusDays(tomorrow, 7))[1]]) {
      for (const employeeId of people) expect((await post('/timesheet/saveSinglePunch', { employeeId, day, inTime: '08:00', outTime: '12:00' })).body.message).toBe('success');
    }

    const account = await createAccount(stack, opened.companyId, { firstName: 'Vis', roles: [Role.Supervisor], departmentIds: [north] });
    supervisorId = account.userId;
    supervisor = await signInAs(stack, account.email);
    worker = await createWorker(stack.config);
  });
  afterAll(async () => {
    await worker?.close();
    await stack.close();
    await smtp.close();
  });

  it('mails the supervisor’s departments only, fewer once their reach is narrowed, and nothing once they are deactivated', async () => {
    const receiver = 'depot@hoiho.example.com';
    const added = await stack.call<{ id: string }>('POST', '/scheduled-reports', {
      token: supervisor,
      body: { reportType: 'TimesheetSummaryReport', startDate: tomorrow, sendTime: '07:30', frequency: 'Weekly', period: 'PreviousWeek', format: 'XLSX', receivers: [receiver], parameters: { grouping: 'None', sorting: 'LastName' } },
    });
    expect(added.status).toBe(200);
    const schedule = (await stack.call<ScheduledReportDto>('GET', `/api/reports/scheduled-reports/${added.body.id}`, { token: supervisor })).body;
    const firstDue = Date.parse(schedule.nextSendAt);

    // North and the yard below it: Tai and Mere, never South's Aroha.
    expect(await sweep(firstDue + MINUTE)).toBe(1);
    expect(mailsTo(receiver)).toHaveLength(1);
    expect(await employeesIn(workbookOf(mailsTo(receiver)[0].raw))).toEqual(['Tai Anderson', 'Mere Walker']);

    // The admin narrows the supervisor to the yard: the next send has the yard's Tai alone.
    const user = (await stack.call<UserDetail>('GET', `/users/${supervisorId}`, { token: admin })).body;
    expect((await post('/user/save-without-photo', { ...userFormOf(user), departments: [yard] })).body.message).toBe('success');
    expect(await sweep(firstDue + 7 * DAY + MINUTE)).toBe(1);
    expect(mailsTo(receiver)).toHaveLength(2);
    expect(await employeesIn(workbookOf(mailsTo(receiver)[1].raw))).toEqual(['Tai Anderson']);

    // Deactivated, the supervisor may run nothing: the send is tried, then given up with the reason in the Sync Results.
    expect((await post(`/api/users/${supervisorId}/status`, { userStatus: 'Inactive' })).body).toEqual({ message: 'success' });
    let at = firstDue + 14 * DAY + MINUTE;
    for (let attempt = 1; attempt < SCHEDULED_REPORT_ATTEMPTS; attempt++) {
      expect(await sweep(at)).toBe(0);
      at += 10 * MINUTE;
    }
    expect(await sweep(at)).toBe(1);
    expect(mailsTo(receiver)).toHaveLength(2);
    const results = (await stack.call<Page<SyncResultDto>>('GET', '/api/sync-results?length=100', { token: admin })).body.items.filter((r) => r.type === 'Scheduled Report');
    expect(results.find((r) => r.status === 'Error')?.message).toMatch(
      new RegExp(`^The Timesheet Summary report due .+ was not sent after ${SCHEDULED_REPORT_ATTEMPTS} tries: the user who scheduled it may no longer run this report\\.$`),
    );
  });
});
