import { PayrollTransferDto } from '@timekeep/contracts';
import { openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };
const WEEK = { from: '2026-11-09', to: '2026-11-15' };
const FILTER_DAYS = Math.ceil((Date.now() - Date.parse('2026-11-01')) / 86_400_000) + 7;

/**
 * A close freezes the days of the people its pay group held at that moment (ADR 0031): the run they
 * were paid in keeps them when they move group, and a run they were not paid in never takes them.
 */
describe('pay group moves around a closed period', () => {
  let stack: TestStack;
  let admin: string;
  let groupA: string;
  let groupB: string;
  let north: string;
  let days: string;
  const post = (path: string, body: Record<string, unknown>) => stack.call<Reply>('POST', path, { token: admin, body });
  const period = async (groupId: string) => {
    const list = (await stack.call<{ items: PayrollTransferDto[] }>('GET', `/api/payroll-transfers/search?filterDays=${FILTER_DAYS}`, { token: admin })).body.items;
    return list.find((p) => p.fromDate === WEEK.from && p.paygroupId === groupId) as PayrollTransferDto;
  };
  const form = (firstName: string, payId: string, paygroupId: string) => ({ firstName, lastName: 'Walker', departmentId: north, paygroupId, hireOnDateValue: '2026-01-05', payId, clockId: '', scheduleId: days, payRate: 30 });
  const csvNames = async (periodId: string) => (await stack.call<string>('GET', `/payrolltransfer/exportCSV?id=${periodId}`, { token: admin })).body.split('\r\n').slice(1).filter(Boolean).map((l) => l.split(',')[2]);

  beforeAll(async () => {
    stack = await startTestStack({ worker: false });
    admin = (await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com' })).admin;
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const group = (name: string) => ({ name, startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 });
    groupA = (await post('/paygroup/save', group('A'))).body.id as string;
    groupB = (await post('/paygroup/save', group('B'))).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
  });
  afterAll(() => stack.close());

  it("moved to another pay group after the close, an employee stays in the closed run's file, closed until that run reopens", async () => {
    const x = (await post('/employee/save-without-photo', form('Xena', 'P-X', groupA))).body.id as string;
    expect((await post('/timesheet/saveSinglePunch', { employeeId: x, day: '2026-11-10', inTime: '08:00', outTime: '16:30' })).body.message).toBe('success');
    const a = await period(groupA);
    expect((await post('/payrolltransfer/close', { ids: [a.id] })).body.message).toBe('success');
    expect(await csvNames(a.id)).toContain('Xena Walker');
    expect((await post('/employee/save-without-photo', { employeeId: x, ...form('Xena', 'P-X', groupB) })).body.message).toBe('success');
    // Payroll's file of A's closed week still holds the hours it paid her; her week is still closed.
    expect(await csvNames(a.id)).toContain('Xena Walker');
    expect((await post('/timesheet/saveSinglePunch', { employeeId: x, day: '2026-11-12', inTime: '08:00', outTime: '12:00' })).body.message).toBe('closedPeriod');
    // Reopening A gives her week back, though she is in B now.
    expect((await post('/payrolltransfer/open', { ids: [a.id] })).body.message).toBe('success');
    expect((await post('/timesheet/saveSinglePunch', { employeeId: x, day: '2026-11-12', inTime: '08:00', outTime: '12:00' })).body.message).toBe('success');
  });

  it("closed and exported in one run, then moved into another pay group, an employee is not paid again by that group's close", async () => {
    const y = (await post('/employee/save-without-photo', form('Yuri', 'P-Y', groupB))).body.id as string;
    expect((await post('/timesheet/saveSinglePunch', { employeeId: y, day: '2026-11-11', inTime: '08:00', outTime: '16:30' })).body.message).toBe('success');
    const b = await period(groupB);
    expect((await post('/payrolltransfer/close', { ids: [b.id] })).body.message).toBe('success');
    expect(await csvNames(b.id)).toContain('Yuri Walker');
    expect((await post('/employee/save-without-photo', { employeeId: y, ...form('Yuri', 'P-Y', groupA) })).body.message).toBe('success');
    const a = await period(groupA);
    expect((await post('/payrolltransfer/close', { ids: [a.id] })).body.message).toBe('success');
    expect(await csvNames(a.id)).not.toContain('Yuri Walker');
    expect(await csvNames(b.id)).toContain('Yuri Walker');
    // Reopening A leaves the week B paid him closed.
    expect((await post('/payrolltransfer/open', { ids: [a.id] })).body.message).toBe('success');
    expect((await post('/timesheet/saveSinglePunch', { employeeId: y, day: '2026-11-12', inTime: '08:00', outTime: '12:00' })).body.message).toBe('closedPeriod');
  });
});
