import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { JobRunDto, PayrollTransferDto, Role, SyncResultDto, TimeImportReply, TimeImportResult, TimesheetDto } from '@timekeep/contracts';
import { TimeImportJob } from '@timekeep/server-timekeeping';
import { createAccount, eventually, openCustomer, signInAs, startTestStack, TEST_PASSWORD, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/** The real log of a ZKTeco clock (shared/data/zkteco/README.md): 11,902 lines, 90 PINs, 2020-2022. */
const LOG = readFileSync(resolve(__dirname, '../../../../shared/data/zkteco/1_attlog.dat'));
/** Its week from Monday 2020-03-02: closed before the import (61 reads of PINs 5, 6, 7 and 17 fall in it). */
const CLOSED_WEEK = { from: '2020-03-02', to: '2020-03-08' };
const FILTER_DAYS = Math.ceil((Date.now() - Date.parse('2020-02-01')) / 86_400_000);
const line = (pin: number, stamp: string) => `${String(pin).padStart(9)}\t${stamp}\t1\t0\t1\t0`;

describe('time import: ZKTeco logs into timesheets, exactly once', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let supervisor: string;
  let plainSupervisor: string;
  let otherAdmin: string;
  let otherCompanyId: string;
  const staff: Record<number, string> = {};
  let first: TimeImportResult;
  let firstRunId: string;
  let closedWeekId: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const upload = async (files: Array<[Buffer | string, string]>, token = admin) => {
    const form = new FormData();
    for (const [bytes, name] of files) form.append('uploadFile', new Blob([bytes]), name);
    const response = await fetch(`${stack.baseUrl}/times/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: (await response.json()) as TimeImportReply };
  };
  /** A file of `size` bytes, streamed (never held in memory); the server answers before the body ends, so the answer is read as soon as it comes. */
  const uploadLarge = (size: number) =>
    new Promise<{ status: number; body: unknown }>((done, fail) => {
      const boundary = 'timekeep-large-upload';
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="huge.dat"\r\nContent-Type: application/octet-stream\r\n\r\n`);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const url = new URL(`${stack.baseUrl}/times/upload`);
      let answered = false;
      const request = httpRequest(
        { method: 'POST', host: url.hostname, port: url.port, path: url.pathname, headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length } },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => done({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
        },
      );
      // The server closes the connection once it has answered (it reads no further): the answer is what counts.
      request.on('error', (error) => (answered ? undefined : fail(error)));
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const pump = (): void => {
        while (sent < size) {
          const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
          sent += part.length;
          if (!request.write(part)) return void request.once('drain', pump);
        }
        request.end(tail);
      };
      request.write(head);
      pump();
    });
  const finished = (id: string, token = admin) =>
    eventually(
      async () => (await stack.call<JobRunDto>('GET', `/api/job-runs/${id}`, { token })).body,
      (r) => r.status === 'completed' || r.status === 'failed',
    );
  /** Uploads, waits for the run, and answers its report. */
  const imported = async (files: Array<[Buffer | string, string]>, token = admin) => {
    const reply = await upload(files, token);
    expect(reply).toMatchObject({ status: 200, body: { message: 'success', job: { kind: 'time-import' } } });
    const run = await finished(reply.body.job?.id as string, token);
    expect(run.status).toBe('completed');
    return { run, result: run.result as TimeImportResult };
  };
  const count = async (sql: string, params: unknown[] = [companyId]) => (await stack.db.pool.query<{ n: number }>(sql, params)).rows[0].n;
  const punches = () => count(`SELECT count(*)::int AS n FROM punch WHERE company_id = $1`);
  const events = () => count(`SELECT count(*)::int AS n FROM events e JOIN streams s ON s.stream_id = e.stream_id WHERE s.company_id = $1`);
  /** The Sync Results rows of a run, as the list answers them. */
  const syncRows = async (runId: string, token = admin) => {
    const page = (await stack.call<{ items: SyncResultDto[] }>('GET', `/api/sync-results?types=${encodeURIComponent('Time Import')}&pageSize=100`, { token })).body;
    return page.items.filter((r) => r.jobRunId === runId).map((r) => ({ type: r.type, status: r.status, message: r.message }));
  };
  const sheet = (employeeId: string, from: string, to: string) => stack.call<TimesheetDto>('GET', `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${from}&endT=${to}`, { token: admin });

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const opened = await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTAR', adminEmail: 'admin@totara.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2020-01-06', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = async (firstName: string, departmentId: string, clockId: number, token = admin, group = payGroupId) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Clock', departmentId, paygroupId: group, hireOnDateValue: '2020-01-06', payId: `P-${clockId}`, clockId: String(clockId) }, token);
      if (hired.body.message !== 'success') throw new Error(`hiring ${firstName} answered ${hired.body.message}`);
      return hired.body.id as string;
    };
    staff[5] = await hire('Ana', north, 5);
    staff[6] = await hire('Ben', north, 6);
    staff[7] = await hire('Cai', south, 7);
    staff[17] = await hire('Dee', south, 17);
    // A supervisor of North who may import (the 'imports' function), and one who may not.
    const saved = await post('/user/save-without-photo', { email: 'sup@totara.example.com', firstName: 'Sam', lastName: 'Sup', roleId: '3', departments: [north], funs: ['imports'], password: TEST_PASSWORD, confirm_password: TEST_PASSWORD });
    expect(saved.body.message).toBe('success');
    supervisor = await signInAs(stack, 'sup@totara.example.com');
    plainSupervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor], departmentIds: [north] })).email);

    // Another customer whose clock uses PIN 5 too.
    const other = await openCustomer(stack, { name: 'Rata Ltd', code: 'RATA', adminEmail: 'admin@rata.example.com' });
    otherAdmin = other.admin;
    otherCompanyId = other.companyId;
    const otherDepartment = (await post('/department/save', { departmentName: 'Yard' }, otherAdmin)).body.departmentVo?.id as string;
    const otherGroup = (await post('/paygroup/save', { name: 'Weekly', startTime: '2020-01-06', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, otherAdmin)).body.id as string;
    staff[-5] = await hire('Other', otherDepartment, 5, otherAdmin, otherGroup);

    // Close the week of 2020-03-02 before anything is imported.
    const periods = (await stack.call<{ items: PayrollTransferDto[] }>('GET', `/api/payroll-transfers/search?filterDays=${FILTER_DAYS}`, { token: admin })).body.items;
    const week = periods.find((p) => p.fromDate === CLOSED_WEEK.from && p.paygroupId === payGroupId);
    if (!week) throw new Error('no pay period for the week of 2020-03-02');
    closedWeekId = week.id;
    expect((await post('/payrolltransfer/close', { ids: [week.id] })).body.message).toBe('success');
  }, 300_000);
  afterAll(() => stack?.close());

  it('imports the real log: each distinct read of a known PIN once as a clock punch from the file, closed days and unknown PINs reported', async () => {
    const { run, result } = await imported([[LOG, '1_attlog.dat']]);
    first = result;
    firstRunId = run.id;
    const [file] = result.files;
    expect(file).toMatchObject({ fileName: '1_attlog.dat', lines: 11_902, reads: 11_902, duplicates: 0, added: 636, alreadyImported: 0, badLines: [], badLineCount: 0 });
    // 61 reads fall in the closed week: counted per employee, not written.
    expect(file.closed.map((c) => [c.name, c.from, c.to, c.reads])).toEqual([
      ['Ana Clock', '2020-03-02', '2020-03-06', 10],
      ['Ben Clock', '2020-03-03', '2020-03-06', 12],
      ['Cai Clock', '2020-03-02', '2020-03-06', 20],
      ['Dee Clock', '2020-03-02', '2020-03-06', 19],
    ]);
    // 86 PINs name nobody here, over 11,205 lines.
    expect(file.unknownPins).toHaveLength(86);
    expect(file.unknownPins.reduce((n, u) => n + u.lines, 0)).toBe(11_205);
    expect(file.unknownPins.map((u) => u.pin)).not.toEqual(expect.arrayContaining(['5', '6', '7', '17']));
    expect(result.employees.map((e) => e.name)).toEqual(['Ana Clock', 'Ben Clock', 'Cai Clock', 'Dee Clock']);
    expect(result.employees.reduce((n, e) => n + e.added, 0)).toBe(636);
    expect(run.progress).toEqual({ processed: 697, total: 697 });
    // One Sync Results row: a Warning naming what was left out.
    expect(await syncRows(run.id)).toEqual([
      {
        type: 'Time Import',
        status: 'Warning',
        message: '1_attlog.dat: 636 punches added for 4 employees; 61 reads in closed pay periods not imported; 86 PINs matching no employee (11,205 lines): 1, 2, 3 and 83 more.',
      },
    ]);

    // The punches: source import, entry Clock, the file's name, the run as correlation; none in the closed week.
    const { rows } = await stack.db.pool.query(
      `SELECT p.source, p.entry, p.file_name, count(*)::int AS n, count(*) FILTER (WHERE p.day BETWEEN $2 AND $3)::int AS closed FROM punch p WHERE p.company_id = $1 GROUP BY 1, 2, 3`,
      [companyId, CLOSED_WEEK.from, CLOSED_WEEK.to],
    );
    expect(rows).toEqual([{ source: 'import', entry: 'Clock', file_name: '1_attlog.dat', n: 636, closed: 0 }]);
    expect(await count(`SELECT count(*)::int AS n FROM events WHERE type = 'timekeeping.punch-recorded' AND metadata->>'correlationId' = $1`, [run.id])).toBe(636);
    expect(await count(`SELECT count(*)::int AS n FROM clock_read WHERE company_id = $1`)).toBe(636);
    // The other customer's PIN 5 is not touched.
    expect(await count(`SELECT count(*)::int AS n FROM punch WHERE company_id = $1`, [otherCompanyId])).toBe(0);

    // Ana's timesheet shows the reads of 2020-02-24 (10:52:43 and 10:52:52 are one minute, two reads) and pairs them.
    const week = (await sheet(staff[5], '2020-02-24', '2020-03-01')).body;
    const monday = week.timeSheets.find((d) => d.day === '2020-02-24');
    expect(monday?.punches.map((p) => [p.punchTime, p.entry, p.source, p.fileName])).toEqual(expect.arrayContaining([['10:52', 'Clock', 'import', '1_attlog.dat']]));
    expect(monday?.punches.length).toBe(await count(`SELECT count(*)::int AS n FROM punch WHERE employee_id = $1 AND day = '2020-02-24'`, [staff[5]]));
    // Recalculated with the import: no day of the touched weeks waits stale.
    expect(await count(`SELECT count(*)::int AS n FROM timesheet_day WHERE employee_id = $1 AND date BETWEEN '2020-02-24' AND '2020-03-01' AND stale`, [staff[5]])).toBe(0);
  });

  it('imports the same log again: nothing added, every read already imported, the closed week still reported', async () => {
    const before = await events();
    const { result } = await imported([[LOG, '1_attlog.dat']]);
    expect(result.files[0]).toMatchObject({ added: 0, alreadyImported: 636 });
    expect(result.files[0].closed.reduce((n, c) => n + c.reads, 0)).toBe(61);
    expect(result.employees).toEqual([]);
    expect(await events()).toBe(before);
    expect(await punches()).toBe(636);
  });

  it('an overlapping file adds only its new reads, and a file repeating reads of an earlier file in the same upload counts them once', async () => {
    const tail = LOG.toString('utf8').split('\n').slice(-200).join('\n');
    const known = tail.split('\n').filter((l) => /^\s*(5|6|7|17)\t/.test(l)).length;
    const fresh = [line(5, '2022-03-10 08:00:05'), line(5, '2022-03-10 16:31:40'), line(5, '2022-03-10 16:31:40')].join('\r\n');
    const { result } = await imported([
      [`${tail}\r\n${fresh}`, 'tail.dat'],
      [fresh, 'again.DAT'],
    ]);
    expect(result.files[0]).toMatchObject({ fileName: 'tail.dat', added: 2, alreadyImported: known, duplicates: 1 });
    expect(result.files[1]).toMatchObject({ fileName: 'again.DAT', added: 0, alreadyImported: 2, duplicates: 1 });
    expect(await punches()).toBe(638);
    expect((await stack.db.pool.query(`SELECT punch_time, file_name FROM punch WHERE employee_id = $1 AND day = '2022-03-10' ORDER BY local`, [staff[5]])).rows).toEqual([
      { punch_time: '08:00', file_name: 'tail.dat' },
      { punch_time: '16:31', file_name: 'tail.dat' },
    ]);
  });

  it('a run delivered again (after a crash) adds nothing and reports what it had added', async () => {
    const job = stack.worker?.get(TimeImportJob) as TimeImportJob;
    const { rows } = await stack.db.pool.query(`SELECT requested_by, payload FROM job_run WHERE id = $1`, [firstRunId]);
    const before = await events();
    const again = await job.run({ runId: firstRunId, companyId, requestedBy: rows[0].requested_by, attempt: 2, resumeFrom: 0, payload: rows[0].payload, progress: async () => undefined });
    expect(again).toEqual(first);
    expect(await events()).toBe(before);
    expect(await syncRows(firstRunId)).toHaveLength(1);
    expect(await punches()).toBe(638);
  });

  it('deliveries of one run racing each other (and the worker) still write each read once', async () => {
    const job = stack.worker?.get(TimeImportJob) as TimeImportJob;
    const reads = Array.from({ length: 20 }, (_, i) => line(6, `2022-04-${String(1 + i).padStart(2, '0')} 08:0${i % 10}:00`)).join('\n');
    const reply = await upload([[reads, 'april.dat']]);
    const runId = reply.body.job?.id as string;
    const { rows } = await stack.db.pool.query(`SELECT requested_by, payload FROM job_run WHERE id = $1`, [runId]);
    const delivery = () => job.run({ runId, companyId, requestedBy: rows[0].requested_by, attempt: 1, resumeFrom: 0, payload: rows[0].payload, progress: async () => undefined });
    const results = await Promise.all([delivery(), delivery(), finished(runId)]);
    for (const result of results.slice(0, 2) as TimeImportResult[]) expect(result.files[0]).toMatchObject({ added: 20, alreadyImported: 0 });
    expect(await count(`SELECT count(*)::int AS n FROM punch WHERE employee_id = $1 AND day BETWEEN '2022-04-01' AND '2022-04-30'`, [staff[6]])).toBe(20);
    expect(await count(`SELECT count(*)::int AS n FROM clock_read WHERE employee_id = $1 AND run_id = $2`, [staff[6], runId])).toBe(20);
    expect(await syncRows(runId)).toHaveLength(1);
  });

  it('refuses an upload holding a file that is not a log, naming it, and writes and queues nothing', async () => {
    const runs = () => count(`SELECT count(*)::int AS n FROM job_run WHERE company_id = $1`);
    const staged = () => count(`SELECT count(*)::int AS n FROM clock_import_staging WHERE company_id = $1`);
    const [runsBefore, stagedBefore, punchesBefore] = [await runs(), await staged(), await punches()];
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const refused = await upload([
      [line(5, '2022-03-11 08:00:00'), 'good.dat'],
      [png, 'photo.dat'],
    ]);
    expect(refused).toEqual({ status: 400, body: { message: 'photo.dat is not an attendance log: it holds binary data (byte 7), not the text lines of an attendance log. Nothing was imported.' } });
    expect((await upload([['Pay ID,Date\nP-1,2026-11-23\n', 'roster.dat']])).body.message).toBe('roster.dat is not an attendance log: no line is a read (PIN, TAB, yyyy-mm-dd hh:mm:ss, ...). Nothing was imported.');
    expect((await upload([[line(5, '2022-03-11 08:00:00'), 'log.txt']])).body.message).toBe('log.txt: Choose .dat files (attendance logs exported by the time clock).');
    expect((await upload([])).body.message).toBe('Please select a .dat file.');
    expect((await upload(Array.from({ length: 21 }, (_, i): [string, string] => [line(5, '2022-03-11 08:00:00'), `${i}.dat`]))).body.message).toBe('Choose at most 20 files at a time.');
    expect([await runs(), await staged(), await punches()]).toEqual([runsBefore, stagedBefore, punchesBefore]);
  });

  it('answers 413 for a file over 200 MB, with nothing written', async () => {
    const punchesBefore = await punches();
    const refused = await uploadLarge(200 * 1024 * 1024 + 1);
    expect(refused).toEqual({ status: 413, body: { message: 'A file is larger than 200 MB, the most a time import takes: split the log. Nothing was imported.' } });
    expect(await punches()).toBe(punchesBefore);
  }, 60_000);

  it('a file of only unknown PINs is imported as nothing, with each PIN and its lines, and bad lines by number', async () => {
    const { run, result } = await imported([[[line(901, '2022-03-11 08:00:00'), line(901, '2022-03-11 08:00:00'), 'garbled', line(902, '2022-03-11 09:00:00')].join('\n'), 'strangers.dat']]);
    expect(await syncRows(run.id)).toEqual([{ type: 'Time Import', status: 'Error', message: 'strangers.dat: 0 punches added for 0 employees; 2 PINs matching no employee (3 lines): 901, 902; 1 line not read.' }]);
    expect(result.files[0]).toMatchObject({
      added: 0,
      duplicates: 1,
      unknownPins: [
        { pin: '901', lines: 2 },
        { pin: '902', lines: 1 },
      ],
      badLines: [{ line: 3, reason: 'expected 6 or 10 TAB-separated fields, found 1' }],
      badLineCount: 1,
    });
  });

  it("a supervisor's import touches only employees they reach; the others' PINs are reported as unknown", async () => {
    const { result } = await imported([[[line(5, '2022-03-12 08:00:00'), line(7, '2022-03-12 08:00:00'), line(7, '2022-03-12 12:00:00')].join('\n'), 'north.dat']], supervisor);
    expect(result.files[0]).toMatchObject({ added: 1, unknownPins: [{ pin: '7', lines: 2 }] });
    expect(await count(`SELECT count(*)::int AS n FROM punch WHERE employee_id = $1 AND day = '2022-03-12'`, [staff[7]])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM punch WHERE employee_id = $1 AND day = '2022-03-12'`, [staff[5]])).toBe(1);
  });

  it("keeps customers apart: another customer's import reaches only its own PIN 5, and its admin cannot read this customer's run", async () => {
    const ours = await punches();
    const { result } = await imported([[LOG, '1_attlog.dat']], otherAdmin);
    expect(result.files[0].added).toBe(await count(`SELECT count(*)::int AS n FROM punch WHERE company_id = $1`, [otherCompanyId]));
    expect(result.employees.map((e) => e.name)).toEqual(['Other Clock']);
    expect(result.files[0].unknownPins.map((u) => u.pin)).toEqual(expect.arrayContaining(['6', '7', '17']));
    expect(await punches()).toBe(ours);
    expect((await stack.call('GET', `/api/job-runs/${firstRunId}`, { token: otherAdmin })).status).toBe(404);
    expect(await syncRows(firstRunId, otherAdmin)).toEqual([]);
  });

  it('a clock punch deleted from a timesheet stays deleted when the file is imported again', async () => {
    const { rows } = await stack.db.pool.query<{ id: string }>(`SELECT id FROM punch WHERE employee_id = $1 AND local = '2022-03-10T08:00'`, [staff[5]]);
    expect((await post('/timesheet/deleteSinglePunch', { employeeId: staff[5], punchId: rows[0].id, reason: 'Badge read by mistake' })).body.message).toBe('success');
    const before = await punches();
    const { result } = await imported([[line(5, '2022-03-10 08:00:05'), 'again.dat']]);
    expect(result.files[0]).toMatchObject({ added: 0, alreadyImported: 1 });
    expect(await punches()).toBe(before);
  });

  it('reads left out of a closed week come in once the week is reopened', async () => {
    expect((await post('/payrolltransfer/open', { ids: [closedWeekId], reason: 'Clock log arrived late' })).body.message).toBe('success');
    const { result } = await imported([[LOG, '1_attlog.dat']]);
    expect(result.files[0]).toMatchObject({ added: 61, closed: [] });
    expect(await count(`SELECT count(*)::int AS n FROM punch WHERE company_id = $1 AND day BETWEEN $2 AND $3`, [companyId, CLOSED_WEEK.from, CLOSED_WEEK.to])).toBe(61);
  });

  it('needs the import right and timesheet editing: neither an employee nor a supervisor without the imports function can import', async () => {
    const employee = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    expect((await upload([[line(5, '2022-03-13 08:00:00'), 'mine.dat']], employee)).status).toBe(403);
    expect((await upload([[line(5, '2022-03-13 08:00:00'), 'mine.dat']], plainSupervisor)).status).toBe(403);
    expect(await count(`SELECT count(*)::int AS n FROM punch WHERE day = '2022-03-13' AND company_id = $1`)).toBe(0);
  });
});
