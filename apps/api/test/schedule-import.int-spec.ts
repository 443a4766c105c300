import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { EmployeeSchedule, Role, SCHEDULE_IMPORT_COLUMNS, SCHEDULE_IMPORT_TEMPLATE_NAME, ScheduleImportReply, TimesheetDto } from '@timekeep/contracts';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, TEST_PASSWORD, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };
/** A cell of a row we write: text, a number, a date cell ({ date }), a time cell ({ time }), or nothing. */
type Cell = string | number | null | { date: string } | { time: string };

describe('schedule import (document 3 §2 "Import and transfer screens", §7, §8)', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let mere: string;
  let tama: string;
  let template: Buffer;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const upload = async (bytes: Buffer, name: string, token = admin) => {
    const form = new FormData();
    form.append('uploadFile', new Blob([bytes]), name);
    const response = await fetch(`${stack.baseUrl}/schedule/uploadExl`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: (await response.json()) as ScheduleImportReply };
  };
  const scheduleEvents = async () =>
    (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND type = 'people.employee-schedule-changed'", [companyId])).rows[0].n as number;
  const days = async (employeeId: string, startDate: string, endDate: string) => (await post('/schedule/searchEmployeeSchedule', { employeeId, startDate, endDate })).body as unknown as EmployeeSchedule;
  const sections = (schedule: EmployeeSchedule, date: string) =>
    schedule.ruleVos.find((d) => d.title === date)?.workSections.map((s) => [s.startTime, s.endTime, s.endTimeType, s.breakTime, s.departmentId]);

  /** The shipped template with its example row replaced by these rows, written as a legacy .xls again. */
  const filled = (rows: Cell[][], from: Buffer = template): Buffer => {
    const workbook = XLSX.read(from, { type: 'buffer', cellNF: true });
    const sheet = workbook.Sheets.Schedule;
    for (const key of Object.keys(sheet)) if (!key.startsWith('!') && XLSX.utils.decode_cell(key).r > 0) delete sheet[key];
    rows.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value === null) return;
        const address = XLSX.utils.encode_cell({ r: r + 1, c });
        if (typeof value === 'string') sheet[address] = { t: 's', v: value };
        else if (typeof value === 'number') sheet[address] = { t: 'n', v: value };
        else if ('date' in value) sheet[address] = { t: 'n', v: (Date.parse(`${value.date}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000, z: 'yyyy-mm-dd' };
        else sheet[address] = { t: 'n', v: (Number(value.time.slice(0, 2)) * 60 + Number(value.time.slice(3, 5))) / 1440, z: 'hh:mm' };
      }),
    );
    sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: SCHEDULE_IMPORT_COLUMNS.length - 1 } });
    return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri-schedule-import.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    const add = async (departmentName: string, parent?: string, extra: Record<string, unknown> = {}) =>
      (await post('/department/save', { departmentName, ...(parent ? { parent } : {}), ...extra })).body.departmentVo?.id as string;
    const north = await add('North');
    const warehouse = await add('Warehouse', await add('Auckland', north));
    const picker = await add('Picker', warehouse, { code: 'AKL-PCK' });
    await add('Driver', warehouse, { code: 'AKL-DRV' });
    const depot = await add('Depot', await add('Wellington', await add('South')));
    const wellingtonDriver = await add('Driver', depot, { code: 'WLG-DRV' });
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = async (firstName: string, departmentId: string, payId: string, clockId: number) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Test', departmentId, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId, clockId });
      expect(hired.body.message).toBe('success');
      return hired.body.id as string;
    };
    mere = await hire('Mere', picker, 'P-1', 101);
    tama = await hire('Tama', picker, 'P-2', 102);
    await hire('Aroha', wellingtonDriver, 'P-3', 103);

    // A supervisor of the warehouse who may import; Aroha, in Wellington, is out of their reach.
    const saved = await post('/user/save-without-photo', { email: 'sup@kauri-schedule-import.example.com', firstName: 'Sam', lastName: 'Sup', roleId: '3', departments: [warehouse], funs: ['imports'], password: TEST_PASSWORD, confirm_password: TEST_PASSWORD });
    expect(saved.body.message).toBe('success');

    // Another company's employee with pay ID X-9: never a match for Kauri's file.
    const other = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu-schedule-import.example.com' });
    const south = (await post('/department/save', { departmentName: 'South' }, other.admin)).body.departmentVo?.id as string;
    const otherGroup = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, other.admin)).body.id as string;
    const foreign = await post('/employee/save-without-photo', { firstName: 'Kiri', lastName: 'Other', departmentId: south, paygroupId: otherGroup, hireOnDateValue: '2026-01-05', payId: 'X-9', clockId: 909 }, other.admin);
    expect(foreign.body.message).toBe('success');
  });
  afterAll(() => stack.close());

  it('ships the template as a legacy .xls: the header, an example row, and how to fill it in', async () => {
    const response = await fetch(`${stack.baseUrl}/api/schedule/import-template`, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/vnd.ms-excel');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${SCHEDULE_IMPORT_TEMPLATE_NAME}"`);
    template = Buffer.from(await response.arrayBuffer());
    // An OLE compound file (BIFF8), not an .xlsx zip.
    expect(template.subarray(0, 8)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    const workbook = XLSX.read(template, { type: 'buffer', cellNF: true });
    expect(workbook.SheetNames).toEqual(['Schedule', 'Instructions']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets.Schedule, { header: 1, raw: false });
    expect(rows[0]).toEqual([...SCHEDULE_IMPORT_COLUMNS]);
    expect(rows[1]).toEqual(['E1001', '1001', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), '08:00', '16:30', 'N', '30']);
    expect(rows).toHaveLength(2);

    const employee = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    expect((await stack.call('GET', '/api/schedule/import-template', { token: employee })).status).toBe(403);
  });

  it("imports the filled-in template: each employee's date in the file becomes that day's schedule, recorded as an import", async () => {
    // Mere has a template-free week; the file's Tuesday replaces what she had on it.
    expect((await post('/schedule/saveEmployeeCustomSchedule', { employeeId: mere, ruleVos: [{ title: '2026-11-24', workSections: [{ startTime: '09:00', endTime: '17:00' }] }] })).body.message).toBe('success');
    const before = await scheduleEvents();
    const rows: Cell[][] = [
      ['P-1', null, { date: '2026-11-23' }, { time: '12:30' }, { time: '16:30' }, 'N', 0, 'Picker'],
      ['p-1', 101, '2026-11-23', '08:00', '12:00', '', 15, null],
      ['P-1', null, '24/11/2026', 'off'],
      // Tama by his clock ID: a night shift ending the next day, in the warehouse's Driver position by its code.
      [null, 102, { date: '2026-11-23' }, { time: '22:00' }, { time: '06:00' }, 'Y', 30, 'akl-drv'],
    ];
    const file = filled(rows);
    const reply = await upload(file, 'roster.xls');
    expect([reply.status, reply.body]).toEqual([200, { message: 'success', employees: 2, days: 3, changedEmployees: 2 }]);

    const positions = (await stack.db.pool.query<{ id: string; code: string }>("SELECT id, code FROM department WHERE company_id = $1 AND level = 'Position'", [companyId])).rows;
    const positionId = (code: string) => positions.find((p) => p.code === code)?.id;
    const mereWeek = await days(mere, '2026-11-23', '2026-11-25');
    expect(sections(mereWeek, '2026-11-23')).toEqual([
      ['08:00', '12:00', 'Today', 15, null],
      ['12:30', '16:30', 'Today', 0, positionId('AKL-PCK')],
    ]);
    expect(mereWeek.ruleVos.find((d) => d.title === '2026-11-24')).toMatchObject({ isOffDay: true, workSections: [], custom: true });
    expect(sections(await days(tama, '2026-11-23', '2026-11-23'), '2026-11-23')).toEqual([['22:00', '06:00', 'NextDay', 30, positionId('AKL-DRV')]]);

    // One event per employee, from the import.
    expect(await scheduleEvents()).toBe(before + 2);
    const latest = await stack.db.pool.query("SELECT metadata->>'source' AS source FROM events WHERE company_id = $1 AND type = 'people.employee-schedule-changed' ORDER BY global_position DESC LIMIT 2", [companyId]);
    expect(latest.rows).toEqual([{ source: 'import' }, { source: 'import' }]);

    // The same file again changes nothing, whatever the order of its rows.
    const again = await upload(file, 'roster.xls');
    expect(again.body).toEqual({ message: 'success', employees: 2, days: 3, changedEmployees: 0 });
    expect((await upload(filled([...rows].reverse()), 'roster-again.xls')).body).toEqual({ message: 'success', employees: 2, days: 3, changedEmployees: 0 });
    expect(await scheduleEvents()).toBe(before + 2);
  });

  it("shows the imported shifts on the employee's timesheet as Sch In and Sch Out", async () => {
    const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${mere}&fromT=2026-11-23&endT=2026-11-29`);
    const monday = sheet.timeSheets.find((d) => d.day === '2026-11-23');
    expect(monday?.workShifts.map((s) => [s.startTime, s.endTime, s.fromTemplate])).toEqual([
      ['08:00', '12:00', false],
      ['12:30', '16:30', false],
    ]);
    expect(sheet.timeSheets.find((d) => d.day === '2026-11-24')?.workShifts).toEqual([]);
    const night = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${tama}&fromT=2026-11-23&endT=2026-11-29`);
    expect(night.timeSheets.find((d) => d.day === '2026-11-23')?.workShifts.map((s) => [s.startTime, s.endTime, s.endTimeType])).toEqual([['22:00', '06:00', 'NextDay']]);
  });

  it("answers modelerror for a file that is not a spreadsheet or not the template's, and refuses an empty or too large one", async () => {
    const before = await scheduleEvents();
    expect((await upload(Buffer.from('Pay ID,Date\nP-1,2026-11-23\n'), 'roster.xls')).body).toEqual({ message: 'modelerror' });
    expect((await upload(Buffer.from('Pay ID,Clock ID\n'), 'roster.csv')).body).toEqual({ message: 'modelerror' });
    expect((await upload(filled([['P-1', null, '2026-11-23', '08:00', '12:00']]), 'roster.pdf')).body).toEqual({ message: 'modelerror' });
    // A sheet with the columns in another order, or missing one, is not the template.
    const wrong = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wrong, XLSX.utils.aoa_to_sheet([['Clock ID', 'Pay ID', 'Date', 'Start', 'End', 'Ends Next Day', 'Break (minutes)', 'Position'], [101, 'P-1', '2026-11-23', '08:00', '12:00']]), 'Schedule');
    expect((await upload(XLSX.write(wrong, { type: 'buffer', bookType: 'biff8' }) as Buffer, 'roster.xls')).body).toEqual({ message: 'modelerror' });
    // A broken workbook: the compound file's signature and nothing readable after it.
    expect((await upload(Buffer.concat([template.subarray(0, 8), Buffer.alloc(600, 7)]), 'roster.xls')).body).toEqual({ message: 'modelerror' });
    // An .xlsx that follows the template is read too.
    const modern = new ExcelJS.Workbook();
    modern.addWorksheet('Schedule').addRows([[...SCHEDULE_IMPORT_COLUMNS], ['P-2', null, '2026-11-26', '07:00', '15:00', 'N', 30]]);
    expect((await upload(Buffer.from(await modern.xlsx.writeBuffer()), 'roster.xlsx')).body).toMatchObject({ message: 'success', changedEmployees: 1 });
    expect(await scheduleEvents()).toBe(before + 1);

    const headerOnly = await upload(filled([]), 'roster.xls');
    expect([headerOnly.status, headerOnly.body.message]).toEqual([400, 'The file has no rows to import under its header.']);
    const none = await upload(Buffer.alloc(0), 'roster.xls');
    expect(none.status).toBe(400);
    const large = await upload(Buffer.concat([template, Buffer.alloc(5 * 1024 * 1024)]), 'roster.xls');
    expect([large.status, large.body.message]).toEqual([413, 'The file is larger than 5 MB, the most an import takes.']);
  });

  it('lists every row that cannot be imported by its row number, and writes nothing', async () => {
    const before = await scheduleEvents();
    const mereBefore = await days(mere, '2026-11-23', '2026-11-29');
    const reply = await upload(
      filled([
        ['P-1', null, '2026-11-27', '08:00', '12:00'],
        ['P-404', null, '2026-11-27', '08:00', '12:00'],
        ['X-9', null, '2026-11-27', '08:00', '12:00'],
        ['P-1', 102, '2026-11-27', '13:00', '14:00'],
        ['P-2', null, '2026-13-01', '17:00', '08:00'],
        ['P-1', null, '2026-11-27', '11:00', '13:00'],
        ['P-2', null, '2026-11-28', '08:00', '12:00', null, null, 'Driver'],
        ['P-2', null, '2026-11-28', '13:00', '14:00', null, null, 'Chef'],
        [null, 909, '2026-11-28', '08:00', '12:00'],
        // Tama's night shift of the 23rd ends at 06:00 on the 24th: an early start that day overlaps it.
        ['P-2', null, '2026-11-24', '05:00', '09:00'],
      ]),
      'roster.xls',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('rowErrors');
    expect(reply.body.rows).toEqual([
      { row: 3, message: 'No employee has Pay ID P-404.' },
      { row: 4, message: 'No employee has Pay ID X-9.' },
      { row: 5, message: 'Clock ID 102 is not the clock ID of the employee with Pay ID P-1.' },
      { row: 6, message: 'Date: enter a date as YYYY-MM-DD (or DD/MM/YYYY).' },
      { row: 6, message: 'End Time must be later than Start Time!' },
      { row: 7, message: 'Overlaps the shift on row 2 (the same employee and day).' },
      { row: 8, message: 'More than one position is called Driver: enter its code.' },
      { row: 9, message: 'No position has the name or code Chef.' },
      { row: 10, message: 'No active employee has Clock ID 909.' },
      { row: 11, message: 'Overlaps the schedule of 2026-11-23.' },
    ]);
    expect(reply.body.problemCount).toBe(10);
    expect(await scheduleEvents()).toBe(before);
    expect(await days(mere, '2026-11-23', '2026-11-29')).toEqual(mereBefore);
  });

  it("imports within the importer's reach only: an out-of-scope employee reads as unknown; importing needs the right", async () => {
    const supervisor = await signInAs(stack, 'sup@kauri-schedule-import.example.com');
    const outOfReach = await upload(filled([['P-3', null, '2026-11-25', '08:00', '12:00'], ['P-1', null, '2026-11-25', '08:00', '12:00']]), 'roster.xls', supervisor);
    expect(outOfReach.body).toEqual({ message: 'rowErrors', rows: [{ row: 2, message: 'No employee has Pay ID P-3.' }], problemCount: 1 });
    const within = await upload(filled([['P-1', null, '2026-11-25', '08:00', '12:00']]), 'roster.xls', supervisor);
    expect(within.body).toEqual({ message: 'success', employees: 1, days: 1, changedEmployees: 1 });
    expect(sections(await days(mere, '2026-11-25', '2026-11-25'), '2026-11-25')).toEqual([['08:00', '12:00', 'Today', 0, null]]);

    const plain = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Plain', roles: [Role.Supervisor] })).email);
    expect((await upload(filled([['P-1', null, '2026-11-25', '09:00', '12:00']]), 'roster.xls', plain)).status).toBe(403);
    const employee = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Staff', roles: [Role.Employee] })).email);
    expect((await upload(filled([['P-1', null, '2026-11-25', '09:00', '12:00']]), 'roster.xls', employee)).status).toBe(403);
    const otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Elsewhere'), { firstName: 'Else', roles: [Role.Admin] })).email);
    expect((await upload(filled([['P-1', null, '2026-11-25', '09:00', '12:00']]), 'roster.xls', otherAdmin)).body).toEqual({ message: 'rowErrors', rows: [{ row: 2, message: 'No employee has Pay ID P-1.' }], problemCount: 1 });
  });

  it('refuses the days of a closed pay period by row, and writes nothing', async () => {
    const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${mere}&fromT=2026-11-16&endT=2026-11-22`);
    expect((await post('/payrolltransfer/close', { ids: [sheet.payrollTransferId] })).body.message).toBe('success');
    const before = await scheduleEvents();
    const reply = await upload(filled([['P-2', null, '2026-11-30', '08:00', '12:00'], ['P-1', null, '2026-11-17', '08:00', '12:00']]), 'roster.xls');
    expect(reply.body).toEqual({ message: 'rowErrors', rows: [{ row: 3, message: '2026-11-17 is in a closed pay period.' }], problemCount: 1 });
    expect(await scheduleEvents()).toBe(before);
  });
});
