import type { PayrollTransferDto } from '@timekeep/contracts';
import { openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; unmatchPayid?: string[]; imported?: number; importedBefore?: string };
type Settings = { payTypes: Array<{ id: string; name: string }> };

/** The test companies' zone (the fixtures open them in Auckland): an import's entries are dated today there. */
const ZONE = 'Pacific/Auckland';
const todayInZone = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * docs/decisions/0033-leave-balance-import.md "Closed pay periods": an imported balance is dated the
 * import's day, and a pay period can be closed before it ends, so that day can be in a run payroll
 * has already paid; such rows refuse the whole file.
 */
describe('leave balance import and closed pay periods over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let weekly: string;
  let mere: string;
  let aroha: string;
  let annual: string;
  let sick: string;

  const post = (path: string, body: Record<string, unknown>) => stack.call<Reply>('POST', path, { token: admin, body });
  const get = async <T>(path: string) => (await stack.call<T>('GET', path, { token: admin })).body;
  const upload = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('leavebalanceExcelFile', new Blob([bytes]), name);
    const response = await fetch(`${stack.baseUrl}/api/leave-balance/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    return { status: response.status, body: (await response.json()) as Reply };
  };
  const csv = (rows: unknown[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\n'));
  const balance = async (employeeId: string, payTypeId: string) =>
    Number((await stack.db.pool.query('SELECT coalesce(sum(hours), 0) AS h FROM leave_ledger WHERE employee_id = $1 AND pay_type_id = $2', [employeeId, payTypeId])).rows[0].h);
  const written = async () =>
    (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND type IN ('leave.balance-imported', 'leave.balance-file-imported')", [companyId])).rows[0].n as number;
  /** The weekly pay group's period holding the import's date (the list runs up to the current period). */
  const currentPeriod = async (today: string) => {
    const found = (await get<{ items: PayrollTransferDto[] }>('/api/payroll-transfers/search?filterDays=7')).items.find((p) => p.paygroupId === weekly && p.fromDate <= today && today <= p.toDate);
    if (!found) throw new Error(`No weekly period holds ${today}`);
    return found;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA-BAL', adminEmail: 'admin@totara-balance.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    const department = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const group = async (name: string) => (await post('/paygroup/save', { name, startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    weekly = await group('Weekly');
    const other = await group('Weekly B');
    const hire = async (firstName: string, payId: string, paygroupId: string) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Test', departmentId: department, paygroupId, hireOnDateValue: '2026-01-05', payId, clockId: '', standardHours: 40 });
      expect(hired.body.message).toBe('success');
      return hired.body.id as string;
    };
    mere = await hire('Mere', 'P-1', weekly);
    await hire('Tama', 'P-2', weekly);
    aroha = await hire('Aroha', 'P-3', other);

    const offered = await get<Settings>('/api/leave-balance/settings');
    annual = offered.payTypes.find((t) => t.name === 'Annual Leave')?.id as string;
    sick = offered.payTypes.find((t) => t.name === 'Sick Leave')?.id as string;
    const settings = {
      onePayTypePerRow: false,
      standardHoursColumn: null,
      payIdColumn: '0',
      paytypeNameColumn: null,
      leavebalanceVoList: [
        { payType: annual, paytypeColumn: '2', byDay: false },
        { payType: sick, paytypeColumn: '3', byDay: true },
      ],
    };
    expect((await post('/leaveBalance/list', settings)).body.message).toBe('success');
    // Opening balances while every period is open.
    const opening = await upload(csv([['P-1', 'Mere', 80, 5], ['P-2', 'Tama', 40, 2], ['P-3', 'Aroha', 16, 1]]), 'opening.csv');
    expect(opening.body).toEqual({ message: 'success', unmatchPayid: [], imported: 6 });
  });
  afterAll(() => stack.close());

  it('refuses a file whose balances would change inside a closed period, naming the rows, employees and period, and writes nothing; after a reopen the same file imports', async () => {
    const today = todayInZone();
    const period = await currentPeriod(today);
    // Payroll closes this week's run before the week ends: the import's date is inside it.
    expect((await post('/payrolltransfer/close', { ids: [period.id], reason: 'Pay run paid early' })).body.message).toBe('success');
    const before = await written();

    const file = csv([
      ['Pay ID', 'Name', 'Annual', 'Sick'],
      // Changes Mere's annual leave (closed week): refused.
      ['P-1', 'Mere', 72, 5],
      // Tama's balances as they already are: nothing would change in the closed week.
      ['P-2', 'Tama', 40, 2],
      // Aroha is in another pay group, whose week is open.
      ['P-3', 'Aroha', 24, 1],
    ]);
    const refused = await upload(file, 'after-close.csv');
    expect([refused.status, refused.body.message]).toEqual([
      400,
      `Nothing was imported. Row 2: the balance of Mere Test (pay ID P-1) would change on ${today}, within the closed pay period Weekly ${period.fromDate} to ${period.toDate}. ` +
        "Please re-open the period in the 'Payroll Transfer' page to import these balances.",
    ]);
    // All or nothing: not even the open pay group's row, and the file is not recorded as imported.
    expect(await written()).toBe(before);
    expect([await balance(mere, annual), await balance(mere, sick), await balance(aroha, annual)]).toEqual([80, 40, 16]);

    expect((await post('/payrolltransfer/open', { ids: [period.id], reason: 'Balances to import' })).body.message).toBe('success');
    const reopened = await upload(file, 'after-close.csv');
    expect(reopened.body).toEqual({ message: 'success', unmatchPayid: [], imported: 2 });
    expect([await balance(mere, annual), await balance(aroha, annual)]).toEqual([72, 24]);
  });
});
