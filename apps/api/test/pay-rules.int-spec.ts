import { EventType, Holiday, Page, PayGroup, PayType, Role, ROUNDING_TEXTS, RoundingRule, Skill } from '@timekeep/contracts';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; usedRoundings?: string[]; added?: number };

describe('rounding rules and holidays over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let otherAdmin: string;
  let employee: string;

  const post = (path: string, body: Record<string, unknown>, token = admin, form = false) =>
    stack.call<Reply>('POST', path, { token, ...(form ? { form: body as Record<string, string> } : { body }) });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const quarter = { name: 'Nearest quarter', description: '', active: true, rules: [{ fromTime: 0, toT: 7, value: 0 }, { fromTime: 8, toT: 22, value: 15 }] };

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', region: 'WGN', adminEmail: 'admin@rimu.example.com' });
    admin = opened.admin;
    employee = await signInAs(stack, (await createAccount(stack, opened.companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
  });
  afterAll(() => stack.close());

  it('saves a rounding rule from the form-encoded modal and refuses bad rows with the spec texts', async () => {
    const form = { name: 'Nearest quarter', description: 'to the quarter', active: 'true', 'rules[0][fromTime]': '0', 'rules[0][toT]': '7', 'rules[0][value]': '0', 'rules[1][fromTime]': '8', 'rules[1][toT]': '22', 'rules[1][value]': '15' };
    const saved = await post('/roundingrules/save', form, admin, true);
    expect(saved.body.message).toBe('success');
    expect(await get<RoundingRule>(`/api/time-roundings/${saved.body.id}`)).toMatchObject({
      name: 'Nearest quarter',
      description: 'to the quarter',
      active: true,
      rules: [
        { orderNumber: 1, fromTime: 0, toT: 7, value: 0 },
        { orderNumber: 2, fromTime: 8, toT: 22, value: 15 },
      ],
    });
    expect((await post('/roundingrules/save', { ...quarter, name: 'NEAREST quarter ' })).body).toEqual({ message: 'exist' });
    expect((await post('/roundingrules/save', { ...quarter, name: 'x', rules: [] })).body.message).toBe(ROUNDING_TEXTS.none);
    expect((await post('/roundingrules/save', { ...quarter, name: 'x', rules: [{ fromTime: 30, toT: 20, value: 0 }] })).body.message).toBe(ROUNDING_TEXTS.toAfterFrom);
    expect((await post('/roundingrules/save', { ...quarter, name: 'x', rules: Array(21).fill({ fromTime: 0, toT: 5, value: 0 }) })).body.message).toBe(ROUNDING_TEXTS.tooMany);
    expect((await post('/roundingrules/save', { ...quarter, name: 'x', rules: [{ fromTime: 0, toT: 75, value: 0 }] })).status).toBe(400);
  });

  it('lists on the server with the status filter, keeps tenants apart and checks versions', async () => {
    const off = (await post('/roundingrules/save', { ...quarter, name: 'Old rule', active: false })).body.id as string;
    const all = await get<Page<RoundingRule>>('/api/time-roundings?pageSize=10');
    expect(all.items.map((r) => r.name)).toEqual(['Nearest quarter', 'Old rule']);
    expect((await get<Page<RoundingRule>>('/api/time-roundings?status=true')).items.map((r) => r.name)).toEqual(['Nearest quarter']);

    expect((await get<Page<RoundingRule>>('/api/time-roundings', otherAdmin)).total).toBe(0);
    expect((await stack.call('GET', `/api/time-roundings/${off}`, { token: otherAdmin })).status).toBe(404);
    expect((await post('/roundingrules/save', { ...quarter, id: off, name: 'Stolen' }, otherAdmin)).status).toBe(404);
    expect((await post('/roundingrules/delete', { ids: [off] }, otherAdmin)).status).toBe(404);
    expect((await post('/roundingrules/save', { ...quarter, name: 'By employee' }, employee)).status).toBe(403);

    const { version } = await get<RoundingRule>(`/api/time-roundings/${off}`);
    expect((await post('/roundingrules/save', { ...quarter, id: off, name: 'Old rule', version, active: true })).body.message).toBe('success');
    expect((await post('/roundingrules/save', { ...quarter, id: off, name: 'Old rule', version, active: false })).status).toBe(409);
    expect((await post('/roundingrules/delete', { ids: [off] })).body).toEqual({ message: 'success' });
    expect((await get<Page<RoundingRule>>('/api/time-roundings')).items.map((r) => r.name)).toEqual(['Nearest quarter']);
  });

  it("gives a new customer its region's public holidays for this year and next", async () => {
    const year = new Date().getFullYear();
    const holidays = (await get<Page<Holiday>>(`/api/holidays?year=${year}&pageSize=100`)).items;
    expect(holidays.length).toBeGreaterThanOrEqual(10);
    expect(holidays.every((h) => h.sysCode?.startsWith('NZ-WGN:'))).toBe(true);
    expect(holidays.map((h) => h.name)).toEqual(expect.arrayContaining(['Christmas Day', 'Waitangi Day', 'Provincial anniversary day']));
    // Sorted by date.
    expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort());
    expect((await get<Page<Holiday>>(`/api/holidays?year=${year + 1}`)).total).toBeGreaterThanOrEqual(10);
    // Substitute days arrive as alternative dates (the calendar's own cases are in public-calendar.spec.ts).
    expect(holidays.some((h) => h.name.includes('substitute'))).toBe(false);
    // Seeding again adds nothing.
    expect((await post('/holiday/seed', { year })).body).toEqual({ message: 'success', added: 0 });
  });

  it('adds, changes and deletes holidays; a name is unique within a year', async () => {
    const saved = await post('/holiday/save', { name: 'Company Picnic', date: '2030-02-14', alterdate: '2030-02-15' });
    expect(saved.body.message).toBe('success');
    expect((await post('/holiday/save', { name: 'company picnic', date: '2030-12-01', alterdate: '2030-12-01' })).body).toEqual({ message: 'exist' });
    expect((await post('/holiday/save', { name: 'Company Picnic', date: '2031-02-14', alterdate: '2031-02-14' })).body.message).toBe('success');
    expect((await post('/holiday/save', { name: 'No date', date: '', alterdate: '' })).body.message).toBe('This field is required.');
    expect((await post('/holiday/save', { id: saved.body.id, name: 'Company Picnic', date: '2030-02-14', alterdate: '2030-02-18' })).body.message).toBe('success');
    expect((await get<Page<Holiday>>('/api/holidays?year=2030')).items).toEqual([expect.objectContaining({ name: 'Company Picnic', alterdate: '2030-02-18', sysCode: null })]);
    expect((await post('/holiday/delete', { ids: [saved.body.id] })).body).toEqual({ message: 'success' });
    expect((await get<Page<Holiday>>('/api/holidays?year=2030')).total).toBe(0);

    const { rows } = await stack.db.pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_position', [`pay-rule-${saved.body.id}`]);
    expect(rows.map((r) => r.type)).toEqual([EventType.HolidaySaved, EventType.HolidaySaved, EventType.HolidayDeleted]);
  });

  it('gives a new customer the default pay types; its own are unique by code and by name, and defaults stay', async () => {
    const types = (await get<Page<PayType>>('/api/pay-types?pageSize=100')).items;
    expect(types.filter((t) => t.isDefault).map((t) => t.code)).toEqual(expect.arrayContaining(['ORD', 'OT15', 'OT20', 'PH', 'ALT', 'AL', 'SL', 'UL']));
    expect(types.find((t) => t.code === 'AL')).toMatchObject({ type: 'Leave', leaveStatus: true, paidLeave: true, byStandardHour: true, convertToDay: false });

    // Form-encoded, the conversion mode as a true flag.
    const saved = await post('/paytype/save', { code: 'TRV', name: 'Travel Allowance', isAllowance: 'true', percentage: 'true', ctDay: '8' }, admin, true);
    expect(saved.body.message).toBe('success');
    expect(await get<PayType>(`/api/pay-types/${saved.body.id}`)).toMatchObject({ code: 'TRV', type: 'Allowance', percentage: true, convertToDay: false, hideFromEmp: true, shouldExport: true, ctDay: 8 });
    expect((await post('/paytype/save', { code: 'trv', name: 'Something else' })).body).toEqual({ message: 'exist' });
    expect((await post('/paytype/save', { code: 'NEW', name: 'annual leave' })).body).toEqual({ message: 'exist' });
    expect((await post('/paytype/save', { code: 'OT3', name: 'Overtime 3', isOvertime: true, payRateFactor: 0 })).body).toEqual({ message: 'incorrectNumberForm' });
    expect((await post('/paytype/save', { code: 'OT3', name: 'Overtime 3', isOvertime: true, payRateFactor: 'abc' })).body).toEqual({ message: 'incorrectNumberForm' });
    // The code is locked once saved.
    expect((await post('/paytype/save', { id: saved.body.id, code: 'RENAMED', name: 'Travel' })).body.message).toBe('success');
    expect((await get<PayType>(`/api/pay-types/${saved.body.id}`)).code).toBe('TRV');

    const ordinary = types.find((t) => t.code === 'ORD') as PayType;
    expect((await post('/paytype/delete', { ids: [ordinary.id, saved.body.id] })).status).toBe(400);
    expect((await get<PayType>(`/api/pay-types/${saved.body.id}`)).code).toBe('TRV');
    expect((await post('/paytype/delete', { ids: [saved.body.id] })).body).toEqual({ message: 'success' });
  });

  it('saves pay groups with the document 3 defaults and rules, form-encoded as old clients send them', async () => {
    const types = (await get<Page<PayType>>('/api/pay-types?pageSize=100')).items;
    const annual = types.find((t) => t.code === 'AL') as PayType;
    const overtime = types.find((t) => t.code === 'OT15') as PayType;
    const form = { name: 'Weekly staff', startTime: '2026-11-02', earlyArrivalThreshold: '90', lateDepartureThreshold: '90', overtimeCalculationType: 'Weekly', periodOvertimeThreshold: '40', periodOvertimeCode: overtime.id, autoLeave: 'true', autoLeavePayTypeId: annual.id };
    const saved = await post('/paygroup/save', form, admin, true);
    expect(saved.body.message).toBe('success');
    const group = await get<PayGroup>(`/api/pay-groups/${saved.body.id}`);
    expect(group).toMatchObject({ name: 'Weekly staff', active: true, period: 'Weekly', shiftThreshold: 90, skipHoliday: true, calculateAlternativeHoliday: true, periodOvertimeThreshold: 40, periodOvertimeCode: overtime.id, autoLeavePayTypeId: annual.id, breakTime: 0 });

    expect((await post('/paygroup/save', { ...form, name: 'WEEKLY staff' }, admin, true)).body).toEqual({ message: 'exist' });
    expect((await post('/paygroup/save', { ...form, name: 'x', autoLeavePayTypeId: overtime.id }, admin, true)).body.message).toBe('The auto leave pay type must be a leave type.');
    expect((await post('/paygroup/save', { ...form, name: 'x', overtimeCalculationType: 'Daily' }, admin, true)).body.message).toBe('This field is required.');
    expect((await post('/paygroup/save', { ...form, name: 'x', earlyArrivalThreshold: '' }, admin, true)).status).toBe(400);
    expect((await post('/paygroup/save', { ...form, name: 'x', period: 'Monthly', startDayOfMonth: '31' }, admin, true)).body.message).toBe('The start day of the month is 1 to 28.');

    // Changes keep the version; another company and employees cannot touch it.
    expect((await post('/paygroup/save', { ...form, id: saved.body.id, version: String(group.version), period: 'Fortnightly' }, admin, true)).body.message).toBe('success');
    expect((await post('/paygroup/save', { ...form, id: saved.body.id, version: String(group.version) }, admin, true)).status).toBe(409);
    expect((await stack.call('GET', `/api/pay-groups/${saved.body.id}`, { token: otherAdmin })).status).toBe(404);
    expect((await post('/paygroup/save', { ...form, name: 'By employee' }, employee, true)).status).toBe(403);
    expect((await get<Page<PayGroup>>('/api/pay-groups?status=true')).items.map((g) => [g.name, g.period])).toEqual([['Weekly staff', 'Fortnightly']]);
    expect((await post('/paygroup/delete', { ids: [saved.body.id] })).body).toEqual({ message: 'success' });
  });

  it('saves skills paying an allowance pay type, always active when new', async () => {
    const meal = (await get<Page<PayType>>('/api/pay-types?pageSize=100')).items.find((t) => t.code === 'MEAL') as PayType;
    const ordinary = (await get<Page<PayType>>('/api/pay-types?pageSize=100')).items.find((t) => t.code === 'ORD') as PayType;
    const saved = await post('/api/skills/save', { name: 'Forklift', active: 'false', payTypeId: meal.id, allowanceCalculationType: 'hoursWorkedForShift' }, admin, true);
    expect(saved.body.message).toBe('success');
    expect(await get<Skill>(`/api/skills/${saved.body.id}`)).toMatchObject({ name: 'Forklift', active: true, payType: { id: meal.id, name: 'Meal Allowance' }, allowanceCalculationType: 'hoursWorkedForShift' });
    expect((await post('/api/skills/save', { name: 'Crane', payTypeId: ordinary.id, allowanceCalculationType: 'eitherOnePerShift' })).body.message).toBe('The allowance must be an allowance pay type.');
    expect((await post('/api/skills/save', { name: 'Crane', allowanceCalculationType: '' })).body.message).toBe('This field is required.');
    expect((await post('/api/skills/save', { name: 'forklift', allowanceCalculationType: 'eitherOnePerShift' })).body).toEqual({ message: 'exist' });
    expect((await get<Page<Skill>>('/api/skills?status=true')).items.map((s) => s.name)).toEqual(['Forklift']);
  });
});
