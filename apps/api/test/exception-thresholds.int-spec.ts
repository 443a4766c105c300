import { ExceptionRow, Page, TimesheetDto } from '@timekeep/contracts';
import { eventually, openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/** The product's clock (ADR 0053): Wednesday 25 November 2026, 4 pm in Auckland; Monday the 23rd is in the current weekly pay period. */
const NOW = '2026-11-25T03:00:00Z';
const MONDAY = '2026-11-23';

/**
 * The company's early-arrival and late-departure exception thresholds (document 1 §3 Company,
 * docs/time-rules.md "Exceptions", ADR 0061): an accepted early arrival or late departure is an
 * exception only past them, pay is the pay group's either way, and changing them recalculates the
 * stored timesheets as changing a pay group does.
 */
describe('the company exception thresholds over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let kiri: string;

  const post = (path: string, body: unknown) => stack.call<Reply>('POST', path, { token: admin, body: body as Record<string, unknown> });
  const get = async <T>(path: string) => (await stack.call<T>('GET', path, { token: admin })).body;
  const monday = async () => (await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${kiri}&fromT=${MONDAY}&endT=${MONDAY}`)).timeSheets[0];
  /** Monday's rows on the exceptions list (the days after it are Absent: scheduled every day, punched on Monday only). */
  const listed = async () =>
    (await get<Page<ExceptionRow>>('/api/time-card-exceptions?pageSize=100&type=AllException&dayType=Current')).items
      .filter((r) => r.employeeId === kiri && r.date === MONDAY)
      .map((r) => r.exceptionType)
      .sort();
  const stale = async () => (await stack.db.pool.query<{ stale: boolean }>('SELECT stale FROM timesheet_day WHERE employee_id = $1 AND date = $2', [kiri, MONDAY])).rows[0]?.stale;
  /** The company detail form as saved from the console, with the thresholds given. */
  const saveThresholds = async (ea: number, ld: number) => {
    const { id: _id, licenses: _licences, token: _token, logourl: _logo, ...form } = await get<Record<string, unknown>>('/api/company/info');
    const saved = await post('/mydetail/save', { ...form, exceptionThreshold: ea, exceptionLDThreshold: ld });
    expect(saved.body.message).toBe('success');
  };

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { TIMEKEEP_CLOCK_START: NOW } });
    admin = (await openCustomer(stack, { name: 'Kahikatea Ltd', code: 'KAHIKATEA', adminEmail: 'admin@kahikatea.example.com' })).admin;
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    // The pay group accepts early arrival and late departure up to 90 minutes.
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, acceptEA: true, acceptLD: true })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 0, allowEA: true, allowLD: true };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5, 6, 7].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    kiri = (await post('/employee/save-without-photo', { firstName: 'Kiri', lastName: 'Early', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '', scheduleId: days })).body.id as string;
    // 10 minutes early and 10 minutes late: 8 h 50 min, 8.83 h, paid as punched.
    expect((await post('/timesheet/saveSinglePunch', { employeeId: kiri, day: MONDAY, inTime: '07:50', outTime: '16:40' })).body.message).toBe('success');
  });
  afterAll(() => stack.close());

  it("a new company's thresholds (15 minutes) pay 10 minutes either side without an exception", async () => {
    const info = await get<{ exceptionThreshold: number; exceptionLDThreshold: number }>('/api/company/info');
    expect([info.exceptionThreshold, info.exceptionLDThreshold]).toEqual([15, 15]);
    const day = await monday();
    expect(day.workShifts[0]).toMatchObject({ workHours: 8.83, exceptions: [] });
    expect(day.workShifts[0].punchPairs[0]).toMatchObject({ ptimeIn: `${MONDAY}T07:50`, ptimeOut: `${MONDAY}T16:40`, inException: null, outException: null });
    expect(day.exceptions).toEqual([]);
    expect(await listed()).toEqual([]);
  });

  it('lowering the EA threshold to 0 makes the early arrival an exception on the timesheet and, once recalculated in the background, on the list; pay stays', async () => {
    await saveThresholds(0, 10);
    // The save marked the stored day stale in its own transaction, as a pay group's save does.
    expect(await stale()).toBe(true);
    // The worker's recalculation rewrites it, with the exceptions list, without anyone reading the timesheet.
    expect(await eventually(listed, (types) => types.length > 0)).toEqual(['EarlyArrival']);
    expect(await stale()).toBe(false);
    const day = await monday();
    expect(day.workShifts[0]).toMatchObject({ workHours: 8.83, exceptions: ['EarlyArrival'] });
    // 10 minutes late is not *more than* an LD threshold of 10.
    expect(day.workShifts[0].punchPairs[0]).toMatchObject({ inException: 'EarlyArrival', outException: null });
  });

  it('the LD threshold does the same for the late departure, and raising both again clears them', async () => {
    await saveThresholds(0, 0);
    expect((await monday()).workShifts[0]).toMatchObject({ workHours: 8.83, exceptions: ['EarlyArrival', 'LateDeparture'] });
    expect(await listed()).toEqual(['EarlyArrival', 'LateDeparture']);

    await saveThresholds(30, 30);
    // A read recomputes a stale day before it answers.
    const day = await monday();
    expect(day.workShifts[0]).toMatchObject({ workHours: 8.83, exceptions: [] });
    expect(day.exceptions).toEqual([]);
    expect(await listed()).toEqual([]);
  });

  it('a threshold the spec does not offer is refused and changes nothing', async () => {
    const { id: _id, licenses: _licences, token: _token, logourl: _logo, ...form } = await get<Record<string, unknown>>('/api/company/info');
    const refused = await post('/mydetail/save', { ...form, exceptionThreshold: 20 });
    expect(refused.status).toBe(400);
    expect((await get<{ exceptionThreshold: number }>('/api/company/info')).exceptionThreshold).toBe(30);
    expect(await stale()).toBe(false);
  });
});
