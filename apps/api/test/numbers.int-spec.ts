import { CompanyInfo, EMPLOYEE_NUMBERS, PAY_TYPE_TEXTS, Role, ROUNDING_TEXTS, SCHEDULE_TEXTS } from '@timekeep/contracts';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/**
 * Every number a form takes is refused out of its range, in words that say what is wrong, and
 * nothing is written: never moved into range and saved as something the person did not type.
 */
describe('numbers out of range over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let superToken: string;
  let north: string;
  let weekly: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string) => (await stack.call<T>('GET', path, { token: admin })).body;
  const eventCount = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n as number;
  /** The status and message of a save, for one expectation per refusal. */
  const answer = async (path: string, body: Record<string, unknown>, token = admin) => {
    const reply = await post(path, body, token);
    return [reply.status, reply.body.message];
  };

  beforeAll(async () => {
    stack = await startTestStack();
    ({ admin } = await openCustomer(stack, { name: 'Miro Ltd', code: 'MIRO', adminEmail: 'admin@miro.example.com', multiShiftView: true }));
    superToken = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Operator'), { firstName: 'Root', roles: [Role.Superadmin] })).email);
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
  });
  afterAll(() => stack.close());

  it('refuses an employee pay rate below 0, hours above 168 and a clock ID that is not whole', async () => {
    const person = (extra: Record<string, unknown>) => ({ firstName: 'Ana', lastName: 'Rua', departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: 'P-1', ...extra });
    const before = await eventCount();
    expect(await answer('/employee/save-without-photo', person({ payRate: -5 }))).toEqual([400, EMPLOYEE_NUMBERS.payRate.text]);
    expect(await answer('/employee/save-without-photo', person({ guaranteedHours: 999 }))).toEqual([400, 'Hours must be between 0 and 168.']);
    expect(await answer('/employee/save-without-photo', person({ standardHours: -1 }))).toEqual([400, 'Hours must be between 0 and 168.']);
    expect(await answer('/employee/save-without-photo', person({ clockId: 1.5 }))).toEqual([400, 'Clock ID must be a whole number from 0 to 999999999.']);
    expect(await eventCount()).toBe(before);
    expect((await post('/employee/save-without-photo', person({ payRate: 0, guaranteedHours: 168, clockId: 7 }))).body.message).toBe('success');
  });

  it("refuses a company latitude or longitude off the map, naming which, and keeps the stored one", async () => {
    const info = await get<CompanyInfo>('/api/company/info');
    const form = (extra: Record<string, unknown>) => ({ code: 'MIRO', tradingName: 'Miro', timeZoneId: 'Pacific/Auckland', latitude: -36.85, longitude: 174.76, exceptionThreshold: 15, exceptionLDThreshold: 15, version: info.version, ...extra });
    const before = await eventCount();
    expect(await answer('/mydetail/save', form({ latitude: 123 }))).toEqual([400, 'Latitude must be between -90 and 90.']);
    expect(await answer('/mydetail/save', form({ longitude: -181 }))).toEqual([400, 'Longitude must be between -180 and 180.']);
    expect(await eventCount()).toBe(before);
    expect(await get<CompanyInfo>('/api/company/info')).toMatchObject({ latitude: info.latitude, longitude: info.longitude });
  });

  it("refuses a rounding row outside 0 to 60 minutes with the spec's text", async () => {
    const rule = (row: Record<string, number>) => ({ name: 'Quarter', active: true, rules: [{ fromTime: 0, toT: 7, value: 0, ...row }] });
    const before = await eventCount();
    expect(await answer('/roundingrules/save', rule({ value: 90 }))).toEqual([400, ROUNDING_TEXTS.range]);
    expect(await answer('/roundingrules/save', rule({ toT: 7.5 }))).toEqual([400, ROUNDING_TEXTS.range]);
    expect(ROUNDING_TEXTS.range).toBe('Warning: Rounding Rule must be between 0 and 60.');
    expect(await eventCount()).toBe(before);
  });

  it("refuses a template's periods and days that are not whole or out of range, and a break deduct time above 24 hours", async () => {
    const section = (extra: Record<string, unknown> = {}) => ({ startTime: '08:00', endTime: '16:00', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30, ...extra });
    const template = (extra: Record<string, unknown>, sections = [section()]) => ({ name: 'Rotation', periodType: 'Custom', startDate: '2026-11-23', scheduleType: 'template', periods: 1, days: 7, scheduleRules: [{ num: 1, workSections: sections }], ...extra });
    const deduct = (breakTriggerTime: number) => template({}, [section({ overrideBreakCalculation: true, breakCalculationType: 'Hours at Work', breakTriggerTime })]);
    const before = await eventCount();
    expect(await answer('/schedule/save', template({ periods: 1.5 }))).toEqual([400, 'Periods must be a whole number from 1 to 12.']);
    expect(await answer('/schedule/save', template({ days: 40 }))).toEqual([400, 'Days per period must be a whole number from 1 to 31.']);
    expect(await answer('/schedule/save', template({}, [section({ breakTime: 7.5 })]))).toEqual([400, 'The break must be whole minutes, shorter than the shift.']);
    expect(await answer('/schedule/save', deduct(30))).toEqual([400, 'Break deduct time must be at most 24 hours.']);
    expect(await answer('/schedule/save', deduct(0))).toEqual([400, SCHEDULE_TEXTS.breakDeduct]);
    expect(await eventCount()).toBe(before);
    expect((await post('/schedule/save', deduct(4.5))).body.message).toBe('success');
  });

  it('refuses pay group minutes and hours out of range, overtime thresholds included, saying so', async () => {
    const group = (extra: Record<string, unknown>) => ({ name: 'Daily', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, ...extra });
    const before = await eventCount();
    expect(await answer('/paygroup/save', group({ graceTimeIn: -1 }))).toEqual([400, 'Grace time in is whole minutes, 0 to 1440.']);
    expect(await answer('/paygroup/save', group({ convertUnit: 25 }))).toEqual([400, 'Hours per day is 0 to 24 hours.']);
    expect(await answer('/paygroup/save', group({ overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 30 }))).toEqual([400, 'Daily overtime threshold is more than 0 and at most 24 hours.']);
    expect(await answer('/paygroup/save', group({ overtimeCalculationType: 'Weekly', periodOvertimeThreshold: -40 }))).toEqual([400, 'Overtime threshold is more than 0 and at most 1488 hours.']);
    expect(await eventCount()).toBe(before);
  });

  it("refuses a pay type's daily hours out of range and a factor not above 0, a workplace radius out of range, and licences below 0 or not whole", async () => {
    const before = await eventCount();
    expect(await answer('/paytype/save', { code: 'TRV', name: 'Travel', isAllowance: true, percentage: true, ctDay: 25 })).toEqual([400, 'Daily hours are 0 to 24.']);
    expect(await answer('/paytype/save', { code: 'OT3', name: 'Overtime 3', isOvertime: true, payRateFactor: -1 })).toEqual([200, 'incorrectNumberForm']);
    expect(PAY_TYPE_TEXTS.incorrectNumberForm).toBe('Overtime factor should be a number and greater than 0.');
    const yard = { name: 'Yard', address: '1 Quay St', coordinate: '-36.8443,174.7676', description: '', siteCode: '', workSiteStatus: true };
    expect(await answer('/workPlace/save', { ...yard, radius: 100001 })).toEqual([400, 'The radius must be more than 0 and at most 100000 metres.']);
    const customer = (extra: Record<string, unknown>) => ({ name: 'Kahu', code: 'KAHU', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 5, sumAppLicense: 0, adminFirstName: 'Ana', adminLastName: 'Admin', adminEmail: 'ana@kahu.example.com', adminPassword: 'Kahu-pass-123', ...extra });
    expect(await answer('/customer/save', customer({ sumLicense: -1 }), superToken)).toEqual([400, 'Employee licences must be a whole number of at least 0.']);
    expect(await answer('/customer/save', customer({ sumAppLicense: 2.5 }), superToken)).toEqual([400, 'Mobile app licences must be a whole number of at least 0.']);
    expect(await eventCount()).toBe(before);
  });
});
