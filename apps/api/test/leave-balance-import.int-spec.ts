import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { LEAVE_TEXTS, Role } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; unmatchPayid?: string[]; imported?: number };
type Settings = {
  onePayTypePerRow: boolean;
  standardHoursColumn: number | null;
  payIdColumn: string;
  paytypeNameColumn: string | null;
  leavebalanceVoList: Array<{ payType: string; paytypeColumn: string; byDay: boolean }>;
  payTypes: Array<{ id: string; name: string }>;
  saved: boolean;
  version: number;
};
type LedgerRow = { employee_id: string; pay_type_id: string; hours: string; cause: string; file_name: string; date: string };

describe('leave balance settings and import over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let mere: string;
  let tama: string;
  let annual: string;
  let sick: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const upload = async (bytes: Buffer, name: string, token = admin) => {
    const form = new FormData();
    form.append('leavebalanceExcelFile', new Blob([bytes]), name);
    const response = await fetch(`${stack.baseUrl}/api/leave-balance/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: (await response.json()) as Reply };
  };
  const ledger = async () =>
    (await stack.db.pool.query<LedgerRow>('SELECT employee_id, pay_type_id, hours, cause, file_name, date::text FROM leave_ledger WHERE company_id = $1 ORDER BY recorded_at, employee_id, pay_type_id', [companyId])).rows;
  const balance = async (employeeId: string, payTypeId: string) =>
    Number((await stack.db.pool.query('SELECT coalesce(sum(hours), 0) AS h FROM leave_ledger WHERE employee_id = $1 AND pay_type_id = $2', [employeeId, payTypeId])).rows[0].h);
  const eventCount = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'leave.balance-imported'")).rows[0].n as number;

  const xlsx = async (rows: unknown[][]) => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Balances').addRows(rows);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const csv = (rows: unknown[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\n'));

  /** Annual leave in hours (column 2), sick leave in days (column 3): the settings most tests use. */
  const columnsSettings = () => ({
    onePayTypePerRow: false,
    standardHoursColumn: null,
    payIdColumn: '0',
    paytypeNameColumn: null,
    leavebalanceVoList: [
      { payType: annual, paytypeColumn: '2', byDay: false },
      { payType: sick, paytypeColumn: '3', byDay: true },
    ],
  });

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri-leave.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const payGroup = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = async (firstName: string, payId: string, standardHours: number | '') => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Test', departmentId: north, paygroupId: payGroup, hireOnDateValue: '2026-01-05', payId, clockId: '', standardHours });
      expect(hired.body.message).toBe('success');
      return hired.body.id as string;
    };
    // A 40-hour week: a day of annual or sick leave (converted by standard hours) is 8 hours.
    mere = await hire('Mere', 'P-1', 40);
    tama = await hire('Tama', 'P-2', 40);

    // Another company has an employee with pay ID X-9: never a match for Kauri's file.
    const other = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu-leave.example.com' });
    const otherDepartment = (await post('/department/save', { departmentName: 'South' }, other.admin)).body.departmentVo?.id as string;
    const otherGroup = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, other.admin)).body
      .id as string;
    const foreign = await post('/employee/save-without-photo', { firstName: 'Kiri', lastName: 'Other', departmentId: otherDepartment, paygroupId: otherGroup, hireOnDateValue: '2026-01-05', payId: 'X-9', clockId: '' }, other.admin);
    expect(foreign.body.message).toBe('success');

    const offered = await get<Settings>('/api/leave-balance/settings');
    annual = offered.payTypes.find((t) => t.name === 'Annual Leave')?.id as string;
    sick = offered.payTypes.find((t) => t.name === 'Sick Leave')?.id as string;
  });
  afterAll(() => stack.close());

  it('answers noSetting until the company saves its settings, and offers only leave types, by name', async () => {
    const before = await get<Settings>('/api/leave-balance/settings');
    expect(before).toMatchObject({ saved: false, version: 0, leavebalanceVoList: [] });
    const names = before.payTypes.map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Annual Leave', 'Sick Leave', 'Unpaid Leave']));
    expect(names).not.toContain('Ordinary Time');
    expect(new Set(names).size).toBe(names.length);

    const reply = await upload(csv([['P-1', 'Mere', 80, 5]]), 'balances.csv');
    expect(reply.body).toEqual({ message: 'noSetting' });
    expect(LEAVE_TEXTS.noSetting).toBe('The import format has NOT been set up. Please contact our support team.');
    expect(await ledger()).toEqual([]);
  });

  it('saves the settings and reads them back; refuses a pay type that is no leave type, one used twice, and a stale form', async () => {
    expect((await post('/leaveBalance/list', { ...columnsSettings(), version: 0 })).body).toEqual({ message: 'success' });
    const saved = await get<Settings>('/api/leave-balance/settings');
    expect(saved).toMatchObject({ ...columnsSettings(), saved: true, version: 1 });

    const ordinary = (await stack.db.pool.query("SELECT id FROM pay_rule WHERE company_id = $1 AND name = 'Ordinary Time'", [companyId])).rows[0].id as string;
    const notLeave = await post('/leaveBalance/list', { ...columnsSettings(), leavebalanceVoList: [{ payType: ordinary, paytypeColumn: '2', byDay: false }] });
    expect([notLeave.status, notLeave.body.message]).toEqual([400, 'Choose a leave type from the list.']);
    const twice = await post('/leaveBalance/list', { ...columnsSettings(), leavebalanceVoList: [{ payType: annual, paytypeColumn: '2', byDay: false }, { payType: annual, paytypeColumn: '3', byDay: true }] });
    expect([twice.status, twice.body.message]).toEqual([400, 'Annual Leave is set up twice; a pay type can be used once.']);
    const badColumn = await post('/leaveBalance/list', { ...columnsSettings(), payIdColumn: 'A' });
    expect(badColumn.status).toBe(400);
    const stale = await post('/leaveBalance/list', { ...columnsSettings(), standardHoursColumn: 4, version: 0 });
    expect(stale.status).toBe(409);
    expect(await get<Settings>('/api/leave-balance/settings')).toMatchObject({ standardHoursColumn: null, version: 1 });
  });

  it('imports an .xlsx: one ledger entry per balance naming the file; unknown and other-company pay IDs are listed, not imported; the same file again changes nothing', async () => {
    const file = await xlsx([
      ['Pay ID', 'Name', 'Annual (h)', 'Sick (days)'],
      ['P-1', 'Mere', 80, 5],
      ['P-2', 'Tama', 40, null],
      ['NOPE-1', 'Nobody', 10, 1],
      ['X-9', 'Kiri (Rimu)', 12, 2],
    ]);
    const reply = await upload(file, 'balances.xlsx');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'success', unmatchPayid: ['NOPE-1', 'X-9'], imported: 3 });
    const rows = await ledger();
    expect(rows.map((r) => [r.employee_id, r.pay_type_id, Number(r.hours), r.cause, r.file_name])).toEqual(
      expect.arrayContaining([
        [mere, annual, 80, 'import', 'balances.xlsx'],
        // 5 days of sick leave at 8 hours a day.
        [mere, sick, 40, 'import', 'balances.xlsx'],
        [tama, annual, 40, 'import', 'balances.xlsx'],
      ]),
    );
    expect(rows).toHaveLength(3);
    const events = (await stack.db.pool.query("SELECT data, metadata FROM events WHERE type = 'leave.balance-imported' AND stream_id = $1", [`leave-balance-${mere}`])).rows;
    expect(events.map((e) => e.data)).toEqual(
      expect.arrayContaining([expect.objectContaining({ employeeId: mere, payTypeId: annual, balance: 80, hours: 80, fileName: 'balances.xlsx', fileSha256: expect.stringMatching(/^[0-9a-f]{64}$/) })]),
    );
    expect(events[0].metadata).toMatchObject({ source: 'import' });

    const again = await upload(file, 'balances.xlsx');
    expect(again.body).toEqual({ message: 'success', unmatchPayid: ['NOPE-1', 'X-9'], imported: 0, importedBefore: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await ledger()).toHaveLength(3);
  });

  it('imports a .csv: the entry is the difference that brings the balance to the file figure', async () => {
    const before = await eventCount();
    const reply = await upload(csv([['P-1', 'Mere', '72.5', '5']]), 'june.csv');
    expect(reply.body).toEqual({ message: 'success', unmatchPayid: [], imported: 1 });
    expect(await eventCount()).toBe(before + 1);
    const last = (await ledger()).at(-1);
    expect([last?.employee_id, last?.pay_type_id, Number(last?.hours), last?.file_name]).toEqual([mere, annual, -7.5, 'june.csv']);
    expect(await balance(mere, annual)).toBe(72.5);
    expect(await balance(mere, sick)).toBe(40);

    // What happened since (here a later file; leave taken alike) is not undone by the older file imported again.
    expect((await upload(csv([['P-1', 'Mere', '60', '5']]), 'july.csv')).body).toMatchObject({ imported: 1 });
    const june = await upload(csv([['P-1', 'Mere', '72.5', '5']]), 'june-again.csv');
    expect(june.body).toMatchObject({ imported: 0, importedBefore: expect.any(String) });
    expect(await balance(mere, annual)).toBe(60);
  });

  it('reads a legacy .xls', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Pay ID', 'Name', 'Annual', 'Sick'],
      ['P-2', 'Tama', 30, 2],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Balances');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const reply = await upload(bytes, 'legacy.xls');
    expect(reply.body).toEqual({ message: 'success', unmatchPayid: [], imported: 2 });
    expect(await balance(tama, annual)).toBe(30);
    expect(await balance(tama, sick)).toBe(16);
  });

  it('refuses a file that is not a spreadsheet, too large, or lacking a column or a number, writing nothing', async () => {
    const before = await eventCount();
    const text = await upload(Buffer.from('P-1,Mere,1,1'), 'balances.xlsx');
    expect([text.status, text.body.message]).toEqual([400, 'The file is not a spreadsheet: choose an .xls, .xlsx or .csv file.']);
    const png = await upload(Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'), 'balances.csv');
    expect(png.status).toBe(400);
    const zip = await upload(Buffer.from('504b0304000000000000', 'hex'), 'broken.xlsx');
    expect([zip.status, zip.body.message]).toEqual([400, 'The file is not a spreadsheet: choose an .xls, .xlsx or .csv file.']);
    const exe = await upload(await xlsx([['P-1', 'Mere', 1, 1]]), 'balances.exe');
    expect(exe.status).toBe(400);

    const missing = await upload(csv([['P-1', 'Mere', '60']]), 'short.csv');
    expect([missing.status, missing.body.message]).toEqual([400, 'The file has no column 3 (columns count from 0; the file has 3).']);
    // One bad row refuses the whole file: P-1's good row is not imported either.
    const notNumber = await upload(csv([['P-1', 'Mere', '60', '1'], ['P-2', 'Tama', 'lots', '1']]), 'bad.csv');
    expect([notNumber.status, notNumber.body.message]).toEqual([400, "Nothing was imported. Row 2: the Annual Leave balance 'lots' is not a number."]);

    const large = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 0x31), 'huge.csv');
    expect([large.status, large.body.message]).toEqual([413, 'The file is larger than 5 MB, the most an import takes.']);
    expect(await eventCount()).toBe(before);
    expect(await balance(mere, annual)).toBe(60);
  });

  it('one pay type per row: the row names its type, and combined pay ID columns join', async () => {
    const perRow = { onePayTypePerRow: true, standardHoursColumn: null, payIdColumn: '0#1', paytypeNameColumn: '2', leavebalanceVoList: [{ payType: annual, paytypeColumn: '3', byDay: true }] };
    expect((await post('/leaveBalance/list', perRow)).body.message).toBe('success');
    const reply = await upload(csv([['P-', '1', 'Annual Leave', '10'], ['P-', '1', 'Sick Leave', '99'], ['P-', '7', 'AL', '1']]), 'rows.csv');
    expect(reply.body).toEqual({ message: 'success', unmatchPayid: ['P-7'], imported: 1 });
    // 10 days of 8 hours; sick leave is not set up for this import and stays as it was.
    expect(await balance(mere, annual)).toBe(80);
    expect(await balance(mere, sick)).toBe(40);
    expect((await post('/leaveBalance/list', columnsSettings())).body.message).toBe('success');
  });

  it('lets only those who may change balances and import do it', async () => {
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
    const employee = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    const file = csv([['P-1', 'Mere', '1', '1']]);
    for (const token of [supervisor, employee]) {
      expect((await upload(file, 'b.csv', token)).status).toBe(403);
      expect((await post('/leaveBalance/list', columnsSettings(), token)).status).toBe(403);
    }
    expect((await stack.call('GET', '/api/leave-balance/settings', { token: supervisor })).status).toBe(200);
    expect(await balance(mere, annual)).toBe(80);
  });
});
