import { EMPLOYEE_NUMBERS, JobRunDto, TimeImportReply, TimeImportResult } from '@timekeep/contracts';
import { ZIP_BOUNDS_TEXT } from '@timekeep/server-platform';
import { eventually, openCustomer, startTestStack, TestStack, zipBombXlsx } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; errors?: Array<{ field: string; message: string }> };

const line = (pin: number, stamp: string) => `${String(pin).padStart(9)}\t${stamp}\t1\t0\t1\t0`;
const DAY = /\d{4}-\d{2}-\d{2}/.source;

/**
 * Absurd input is refused with a sentence and changes nothing (docs/decisions/0051-absurd-input-is-refused.md):
 * dates outside the install's window or before the employee's hire date, money above its ceiling,
 * text past its limit (never cut to fit), and workbooks that inflate past the zip bounds. A clock
 * log's bad line is reported by its number and the rest of the file imported.
 */
describe('absurd input over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let north: string;
  let weekly: string;
  let ana: string;
  let annual: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const answer = async (path: string, body: Record<string, unknown>) => {
    const reply = await post(path, body);
    return [reply.status, reply.body.message];
  };
  const count = async (sql: string) => (await stack.db.pool.query<{ n: number }>(sql, [companyId])).rows[0].n;
  const events = () => count('SELECT count(*)::int AS n FROM events e JOIN streams s ON s.stream_id = e.stream_id WHERE s.company_id = $1');
  const runs = () => count('SELECT count(*)::int AS n FROM job_run WHERE company_id = $1');
  const person = (extra: Record<string, unknown>) => ({ firstName: 'Ben', lastName: 'Rua', departmentId: north, paygroupId: weekly, hireOnDateValue: '2020-01-06', payId: 'P-2', ...extra });
  const finished = (id: string) =>
    eventually(
      async () => (await stack.call<JobRunDto>('GET', `/api/job-runs/${id}`, { token: admin })).body,
      (r) => r.status === 'completed' || r.status === 'failed',
    );

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    ({ admin, companyId } = await openCustomer(stack, { name: 'Hoiho Ltd', code: 'HOIHO', adminEmail: 'admin@hoiho.example.com' }));
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2020-01-06', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hired = await post('/employee/save-without-photo', { firstName: 'Ana', lastName: 'Clock', departmentId: north, paygroupId: weekly, hireOnDateValue: '2020-01-06', payId: 'P-1', clockId: '5' });
    expect(hired.body.message).toBe('success');
    ana = hired.body.id as string;
    const type = await post('/paytype/save', { code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true, ctDay: 8 });
    annual = type.body.id as string;
  }, 120_000);
  afterAll(() => stack?.close());

  it('refuses a hire date of 1900 and a pay rate of 1,000,000,000,000 on the employee form, saving nothing', async () => {
    const before = await events();
    const [status, message] = await answer('/employee/save-without-photo', person({ hireOnDateValue: '1900-01-01' }));
    expect(status).toBe(400);
    expect(message).toMatch(new RegExp(`^The hire date cannot be before ${DAY}\\.$`));
    expect(await answer('/employee/save-without-photo', person({ hireOnDateValue: '2999-01-01' }))).toEqual([400, expect.stringMatching(new RegExp(`^The hire date cannot be after ${DAY}\\.$`))]);
    expect(await answer('/employee/save-without-photo', person({ payRate: 1_000_000_000_000 }))).toEqual([400, EMPLOYEE_NUMBERS.payRate.text]);
    expect(await answer('/employee/save-without-photo', person({ payRate: 10_001 }))).toEqual([400, 'Pay rate must be between 0 and 10,000 an hour.']);
    expect(await events()).toBe(before);
    // A long-serving employee hired before the install's earliest day of time records is still taken.
    expect((await post('/employee/save-without-photo', person({ hireOnDateValue: '1985-03-04', payRate: 10_000 }))).body.message).toBe('success');
  });

  it('refuses a first name past 100 characters, a 5 MB paste included, instead of saving it cut', async () => {
    const before = await events();
    const long = await post('/employee/save-without-photo', person({ firstName: 'A'.repeat(101), payId: 'P-3' }));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('First Name can be at most 100 characters.');
    expect(long.body.errors?.[0]?.field).toBe('firstName');
    const paste = await post('/employee/save-without-photo', person({ firstName: 'A'.repeat(5 * 1024 * 1024), payId: 'P-3' }));
    expect([paste.status, paste.body.message]).toEqual([413, 'The form is larger than 2 MB, far more than any of its fields takes. Nothing was saved.']);
    expect(await events()).toBe(before);
    expect(await count(`SELECT count(*)::int AS n FROM employee WHERE company_id = $1 AND first_name LIKE 'AAAA%'`)).toBe(0);
  });

  it('refuses a group time punch on 01-01-1900, and one before the employee was hired, queuing nothing', async () => {
    const before = await runs();
    expect(await answer('/timesheet/saveGroupTimePunch', { employees: ana, date: '01-01-1900', punchTime: '08:00' })).toEqual([400, 'The punch date cannot be before 2000-01-01.']);
    expect(await answer('/timesheet/saveGroupTimePunch', { employees: ana, date: '01-01-2099', punchTime: '08:00' })).toEqual([400, expect.stringMatching(new RegExp(`^The punch date cannot be after ${DAY}\\.$`))]);
    expect(await answer('/timesheet/saveGroupTimePunch', { employees: ana, date: '05-01-2020', punchTime: '08:00' })).toEqual([400, "The punch date cannot be before the employee's hire date, 2020-01-06."]);
    expect(await runs()).toBe(before);
    // A single punch through the timesheet is refused the same way, by the one writer of punches.
    const single = await post('/timesheet/saveSinglePunch', { employeeId: ana, day: '2020-01-05', inTime: '08:00', outTime: '16:00' });
    expect([single.status, single.body.message]).toEqual([400, "The punch date cannot be before the employee's hire date, 2020-01-06."]);
    expect(await count('SELECT count(*)::int AS n FROM punch WHERE company_id = $1')).toBe(0);
  });

  it('refuses leave on 1900-01-01, beyond the window and before the hire date', async () => {
    const before = await events();
    const leave = (fromDate: string, toDate: string) => answer('/leave/save', { employeeId: ana, typeId: annual, fromDate, toDate, scheduledDuration: false, duration: 8, byWorkHours: false, skip: true, skipUnscheduled: true });
    expect(await leave('1900-01-01', '1900-01-01')).toEqual([400, 'The From date cannot be before 2000-01-01.']);
    expect(await leave('2099-01-01', '2099-01-02')).toEqual([400, expect.stringMatching(new RegExp(`^The From date cannot be after ${DAY}\\.$`))]);
    expect(await leave('2020-01-02', '2020-01-03')).toEqual([400, "The leave cannot be before the employee's hire date, 2020-01-06."]);
    expect(await events()).toBe(before);
  });

  it('imports a clock log whose lines dated 9999-12-31 and 2200 are reported by number, and the other reads', async () => {
    const log = [line(5, '2020-02-03 08:00:00'), line(5, '9999-12-31 23:59:59'), line(5, '2200-01-01 08:00:00'), line(5, '2020-02-03 17:00:00'), line(5, '2020-01-02 08:00:00')].join('\r\n');
    const form = new FormData();
    form.append('uploadFile', new Blob([log]), 'absurd.dat');
    const response = await fetch(`${stack.baseUrl}/times/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    const reply = (await response.json()) as TimeImportReply;
    expect([response.status, reply.message]).toEqual([200, 'success']);
    const run = await finished(reply.job?.id as string);
    expect(run.status).toBe('completed');
    const [file] = (run.result as TimeImportResult).files;
    expect(file.added).toBe(2);
    expect(file.badLines.map((b) => [b.line, b.reason.replace(/\(2000-01-01 to \S+\)/, '(window)')])).toEqual([
      [2, 'the date 9999-12-31 is outside the dates this server takes (window)'],
      [3, 'the date 2200-01-01 is outside the dates this server takes (window)'],
    ]);
    // Before Ana was hired: reported, not written.
    expect(file.beforeHire).toEqual([{ employeeId: ana, name: expect.any(String), hireOn: '2020-01-06', from: '2020-01-02', to: '2020-01-02', reads: 1 }]);
    expect((await stack.db.pool.query<{ local: string }>(`SELECT left(local::text, 16) AS local FROM punch WHERE employee_id = $1 ORDER BY local`, [ana])).rows.map((r) => r.local)).toEqual(['2020-02-03T08:00', '2020-02-03T17:00']);
  });

  it('refuses a schedule import whose workbook inflates past the bounds, or lies about its size, with the sentence', async () => {
    for (const bomb of [await zipBombXlsx(60), await zipBombXlsx(60, 1000)]) {
      const form = new FormData();
      form.append('uploadFile', new Blob([bomb]), 'schedule.xlsx');
      const response = await fetch(`${stack.baseUrl}/schedule/uploadExl`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
      expect([response.status, ((await response.json()) as Reply).message]).toEqual([400, ZIP_BOUNDS_TEXT]);
    }
  });
});
