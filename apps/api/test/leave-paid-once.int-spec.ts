import { LeaveBalanceDto, TimesheetDto } from '@timekeep/contracts';
import { Streams } from '@timekeep/server-platform';
import { openCustomer, startTestStack, systemContext, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/** A day of leave is paid once, and the timesheet pays exactly the hours the balance gave (ADR 0032). */
describe('leave paid once, as the ledger took it', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let mere: string;
  let annual: string;
  const post = (path: string, body: Record<string, unknown>) => stack.call<Reply>('POST', path, { token: admin, body });
  const get = async <T>(path: string) => (await stack.call<T>('GET', path, { token: admin })).body;
  const req = (fromDate: string, toDate: string) => ({ employeeId: mere, typeId: annual, fromDate, toDate, scheduledDuration: true, byWorkHours: false, skip: true, skipUnscheduled: true });
  const annualOn = async (day: string) =>
    (await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${mere}&fromT=2026-11-23&endT=2026-11-29`)).timeSheets.find((d) => d.day === day)?.payTypeTimes.find((p) => p.name === 'Annual')?.value ?? 0;
  const balance = async () => (await get<LeaveBalanceDto>(`/api/leave-balance?employeeId=${mere}&fromDate=2026-11-30`)).dataList.find((b) => b.paytypeId === annual)?.time;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const opened = await openCustomer(stack, { name: 'Rev Ltd', code: 'REV', adminEmail: 'admin@rev.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-11-23', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    mere = (await post('/employee/save-without-photo', { firstName: 'Mere', lastName: 'T', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '', scheduleId: days })).body.id as string;
    annual = (await post('/paytype/save', { ctDay: 8, code: 'ANL', name: 'Annual', leaveStatus: true, paidLeave: true })).body.id as string;
    const streams = stack.api.get(Streams);
    await streams.transaction((tx) =>
      streams.append(tx, systemContext(companyId), { id: `leave-balance-${mere}`, type: 'leave-balance', expected: 'any' }, [
        { type: 'leave.balance-imported', v: 1, data: { employeeId: mere, payTypeId: annual, date: '2026-01-01', balance: 40, hours: 40, fileName: 'b.csv', fileSha256: 'x' } },
      ]),
    );
  });
  afterAll(() => stack.close());

  it('a declined leave cannot be approved again over leave approved on its days since (dateExist)', async () => {
    const a = (await post('/leave/save', req('2026-11-23', '2026-11-23'))).body.id as string;
    expect((await post('/leave/updateExamine', { id: a, status: 'Declined' })).body.message).toBe('success');
    const b = (await post('/leave/save', req('2026-11-23', '2026-11-23'))).body.id as string;
    expect((await post('/leave/updateExamine', { id: b, status: 'Approved' })).body.message).toBe('success');
    const reapprove = await post('/leave/updateExamine', { id: a, status: 'Approved' });
    expect(reapprove.body.message).toBe('dateExist');
    expect(await annualOn('2026-11-23')).toBe(8);
  });

  it('the timesheet pays the hours the ledger took, after a holiday is added inside an approved leave', async () => {
    const c = (await post('/leave/save', req('2026-11-25', '2026-11-26'))).body.id as string;
    const before = await balance();
    expect((await post('/leave/updateExamine', { id: c, status: 'Approved' })).body.message).toBe('success');
    const taken = (before as number) - ((await balance()) as number);
    expect(taken).toBe(16);
    expect((await post('/holiday/save', { name: 'New Day', date: '2026-11-26', alterdate: '2026-11-26' })).body.message).toBe('success');
    const paid = (await annualOn('2026-11-25')) + (await annualOn('2026-11-26'));
    // The timesheet pays the days the approval took, not the days today's holidays would give.
    expect(paid).toBe(taken);
  });
});
