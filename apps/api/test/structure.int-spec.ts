import { DepartmentDetail, DepartmentNode, EventType, Role } from '@timekeep/contracts';
import { createAccount, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Save = { message: string; departmentVo?: { id: string } };

describe('company structure over HTTP', () => {
  let stack: TestStack;
  const token: Record<string, string> = {};
  let A: string;
  let B: string;

  const signIn = async (key: string, companyId: string, roles: Role[], departmentIds: string[] = []) => {
    token[key] = await signInAs(stack, (await createAccount(stack, companyId, { firstName: key, roles, departmentIds })).email);
  };
  const save = async (who: string, body: Record<string, unknown>, form = false) =>
    (await stack.call<Save>('POST', '/department/save', { token: token[who], ...(form ? { form: body as Record<string, string> } : { body }) })).body;
  const add = async (who: string, departmentName: string, parent?: string, extra: Record<string, unknown> = {}) => {
    const reply = await save(who, { departmentName, ...(parent ? { parent } : {}), ...extra });
    if (reply.message !== 'success') throw new Error(`${departmentName}: ${reply.message}`);
    return reply.departmentVo?.id as string;
  };
  const tree = async (who: string, status = 'active') => (await stack.call<DepartmentNode>('GET', `/api/departments?status=${status}`, { token: token[who] })).body;
  const names = (node: DepartmentNode): unknown => (node.children.length ? { [node.name]: node.children.map(names) } : node.name);

  beforeAll(async () => {
    stack = await startTestStack();
    A = await registerCompany(stack, 'Alpha Ltd');
    B = await registerCompany(stack, 'Beta Ltd');
    await signIn('admin', A, [Role.Admin]);
    await signIn('otherAdmin', B, [Role.Admin]);
    await signIn('employee', A, [Role.Employee]);
  });
  afterAll(() => stack.close());

  it('builds Division > Branch > Department > Position, answering the spec codes for bad saves', async () => {
    const north = await add('admin', 'North');
    const akl = await add('admin', 'Auckland', north, { code: 'AKL', timeZoneId: 'Pacific/Auckland' });
    // Form-encoded, as the legacy console sends it.
    const wh = (await save('admin', { departmentName: 'Warehouse', parent: akl }, true)).departmentVo?.id as string;
    const driver = await add('admin', 'Driver', wh, { punchCode: '007', payExportCode: 'DRV' });

    expect(names(await tree('admin'))).toEqual({ 'Alpha Ltd': [{ North: [{ Auckland: [{ Warehouse: ['Driver'] }] }] }] });
    const detail = (await stack.call<DepartmentDetail>('GET', `/api/departments/${driver}`, { token: token.admin })).body;
    expect(detail).toMatchObject({ level: 'Position', labelName: 'Position', departmentName: 'Driver', punchCode: '007', payExportCode: 'DRV', parent: wh, status: true });
    expect((await stack.call('GET', `/api/departments/${wh}/child-company-structure`, { token: token.admin })).body).toEqual({ level: 'Position', labelName: 'Position', punchCode: '008' });

    expect(await save('admin', { departmentName: 'driver', parent: wh })).toEqual({ message: 'existName' });
    expect(await save('admin', { departmentName: 'Hamilton', parent: north, code: 'akl' })).toEqual({ message: 'existCode' });
    expect(await save('admin', { departmentName: 'Picker', parent: wh, punchCode: '007' })).toEqual({ message: 'existPunchCode' });
    expect(await save('admin', { departmentName: 'Forklift', parent: driver })).toEqual({ message: 'noCompanyStructure' });
    expect((await stack.call<{ message: string }>('POST', '/department/save', { token: token.admin, body: { parent: wh } })).body.message).toBe('This field is required.');

    expect((await stack.call('POST', '/department/delete', { token: token.admin, body: { ids: [wh] } })).body).toEqual({ message: 'children' });
    expect((await stack.call('POST', '/department/delete', { token: token.admin, body: { ids: [driver, wh] } })).body).toEqual({ message: 'success' });
    expect(names(await tree('admin'))).toEqual({ 'Alpha Ltd': [{ North: ['Auckland'] }] });

    const { rows } = await stack.db.pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_position', [`structure-${A}`]);
    expect(rows.map((r) => r.type)).toEqual([...Array(4).fill(EventType.DepartmentAdded), EventType.DepartmentRemoved, EventType.DepartmentRemoved]);
  });

  it('filters the tree by status, keeping inactive parents of active nodes', async () => {
    const south = await add('admin', 'South');
    const chc = await add('admin', 'Christchurch', south);
    const detail = (await stack.call<DepartmentDetail>('GET', `/api/departments/${south}`, { token: token.admin })).body;
    expect(await save('admin', { id: south, departmentName: 'South', status: false, version: detail.version })).toMatchObject({ message: 'success' });
    const active = (await tree('admin')).children.find((n) => n.name === 'South');
    expect(active).toMatchObject({ status: false, children: [{ id: chc, status: true }] });
    expect((await tree('admin', 'inactive')).children.map((n) => n.name)).toEqual(['South']);
    expect((await tree('admin', 'all')).children.map((n) => n.name).sort()).toEqual(['North', 'South']);
  });

  it('refuses a save made from an out-of-date form with a conflict, not a silent overwrite', async () => {
    const east = await add('admin', 'East');
    const loaded = (await stack.call<DepartmentDetail>('GET', `/api/departments/${east}`, { token: token.admin })).body;
    expect(await save('admin', { id: east, departmentName: 'East Coast', version: loaded.version })).toMatchObject({ message: 'success' });
    const stale = await stack.call<{ message: string }>('POST', '/department/save', { token: token.admin, body: { id: east, departmentName: 'Eastern', version: loaded.version } });
    expect(stale.status).toBe(409);
    expect((await stack.call<DepartmentDetail>('GET', `/api/departments/${east}`, { token: token.admin })).body.departmentName).toBe('East Coast');
  });

  it('hides one company’s structure from another', async () => {
    const west = await add('admin', 'West');
    expect((await stack.call('GET', `/api/departments/${west}`, { token: token.otherAdmin })).status).toBe(404);
    expect((await save('otherAdmin', { departmentName: 'Sneaky', parent: west })).message).toBe('Warning: The department does not exist.');
    expect((await stack.call('POST', '/department/delete', { token: token.otherAdmin, body: { ids: [west] } })).status).toBe(404);
    expect((await stack.call('POST', '/api/departments/selected', { token: token.otherAdmin, body: { departmentId: [west] } })).status).toBe(400);
    expect((await tree('otherAdmin')).children).toEqual([]);
  });

  it('limits a supervisor to the departments they manage and what lies below', async () => {
    const central = await add('admin', 'Central');
    const wlg = await add('admin', 'Wellington', central);
    const depot = await add('admin', 'Depot', wlg);
    const outside = await add('admin', 'Napier', central);
    await signIn('supervisor', A, [Role.Supervisor], [wlg]);

    expect(names(await tree('supervisor'))).toEqual({ 'Alpha Ltd': [{ Wellington: ['Depot'] }] });
    expect((await stack.call('GET', `/api/departments/${depot}`, { token: token.supervisor })).status).toBe(200);
    expect((await stack.call('GET', `/api/departments/${outside}`, { token: token.supervisor })).status).toBe(404);
    // Supervisors see structure but do not change it (docs/decisions/0009-default-permission-matrix.md).
    expect((await stack.call('POST', '/department/save', { token: token.supervisor, body: { departmentName: 'Night shift', parent: depot } })).status).toBe(403);
    expect((await stack.call('POST', '/api/departments/selected', { token: token.supervisor, body: { departmentId: [outside] } })).status).toBe(400);
    expect((await stack.call('GET', '/api/departments', { token: token.employee })).status).toBe(403);
  });

  it('remembers the header department filter per user', async () => {
    const filterMe = await add('admin', 'Filtered');
    const chosen = await stack.call('POST', '/api/departments/selected', { token: token.admin, form: { departmentId: filterMe } });
    expect(chosen.body).toEqual({ message: 'success' });
    expect((await stack.call('GET', '/api/departments/selected', { token: token.admin })).body).toEqual({ departmentIds: [filterMe] });
    expect((await stack.call('GET', '/api/departments/selected', { token: token.otherAdmin })).body).toEqual({ departmentIds: [] });
    await stack.call('POST', '/api/departments/selected', { token: token.admin, body: { departmentId: [] } });
    expect((await stack.call('GET', '/api/departments/selected', { token: token.admin })).body).toEqual({ departmentIds: [] });
  });

  it('takes the company root as a parent, and offers time zones and the company’s supervisors as choices', async () => {
    const top = (await save('admin', { departmentName: 'Top level', parent: A })).departmentVo?.id as string;
    expect((await stack.call<DepartmentDetail>('GET', `/api/departments/${top}`, { token: token.admin })).body).toMatchObject({ level: 'Division', parent: null });
    const zones = (await stack.call<Array<{ id: string }>>('GET', '/api/timezones', { token: token.admin })).body.map((z) => z.id);
    expect(zones).toEqual(expect.arrayContaining(['Pacific/Auckland', 'Australia/Sydney', 'UTC']));
    expect((await save('admin', { departmentName: 'Mars base', timeZoneId: 'Mars/Olympus' })).message).toBe("Unknown time zone 'Mars/Olympus'.");
    await createAccount(stack, A, { firstName: 'Suzie', roles: [Role.Supervisor] });
    await createAccount(stack, B, { firstName: 'Bruno', roles: [Role.Supervisor] });
    const supervisors = (await stack.call<Array<{ name: string }>>('GET', '/api/users/supervisors', { token: token.admin })).body.map((s) => s.name);
    expect(supervisors).toContain('Suzie Test');
    expect(supervisors).not.toContain('Bruno Test');
    expect(supervisors).not.toContain('admin Test');
  });

  it("keeps a department's approver, default position, holidays and rounding rule, sent with the spec's names, each checked", async () => {
    const sup = await createAccount(stack, A, { firstName: 'Approver', roles: [Role.Supervisor] });
    const rounding = (await stack.call<{ id: string }>('POST', '/roundingrules/save', { token: token.admin, body: { name: 'Tenths', active: true, rules: [{ fromTime: 0, toT: 5, value: 0 }] } })).body.id;
    const otherRounding = (await stack.call<{ id: string }>('POST', '/roundingrules/save', { token: token.otherAdmin, body: { name: 'Theirs', active: true, rules: [{ fromTime: 0, toT: 5, value: 0 }] } })).body.id;
    const holiday = async (who: string, name: string) => (await stack.call<{ id: string }>('POST', '/holiday/save', { token: token[who], body: { name, date: '2030-01-21', alterdate: '2030-01-21' } })).body.id;
    const [anniversary, show, theirs] = [await holiday('admin', 'Wellington Anniversary'), await holiday('admin', 'Show Day'), await holiday('otherAdmin', 'Their Day')];
    const depot = await add('admin', 'Depot');
    const yard = await add('admin', 'Yard', depot);
    const hand = await add('admin', 'Yard Hand', await add('admin', 'Yard Crew', yard));
    const detail = async (id: string) => (await stack.call<DepartmentDetail>('GET', `/api/departments/${id}`, { token: token.admin })).body;
    const fields = { id: depot, departmentName: 'Depot', version: (await detail(depot)).version, timeLeaveApproverId: sup.userId, defaultPositionId: hand, holidayIds: [anniversary, show], timeRoundingId: rounding };
    expect(await save('admin', fields)).toMatchObject({ message: 'success' });
    expect(await detail(depot)).toMatchObject({ timeLeaveApproverId: sup.userId, defaultPositionId: hand, holidayIds: [anniversary, show], timeRoundingId: rounding });

    // A save that names only what it changes keeps the rest; null (or an empty list) clears.
    expect(await save('admin', { id: depot, departmentName: 'Depot North' })).toMatchObject({ message: 'success' });
    expect(await detail(depot)).toMatchObject({ departmentName: 'Depot North', timeLeaveApproverId: sup.userId, holidayIds: [anniversary, show], timeRoundingId: rounding });
    expect(await save('admin', { id: depot, departmentName: 'Depot', timeRoundingId: null, holidayIds: [] })).toMatchObject({ message: 'success' });
    expect(await detail(depot)).toMatchObject({ timeLeaveApproverId: sup.userId, holidayIds: [], timeRoundingId: null });

    // A Position's greentreeWeekly, form-encoded as document 1 §7 sends saves.
    const form = { id: hand, departmentName: 'Yard Hand', greentreeWeekly: 'true', timeRoundingId: rounding, holidayIds: `${anniversary},${show}`, timeLeaveApproverId: sup.userId };
    expect(await save('admin', form, true)).toMatchObject({ message: 'success' });
    expect(await detail(hand)).toMatchObject({ greentreeWeekly: true, timeRoundingId: rounding, holidayIds: [anniversary, show], timeLeaveApproverId: sup.userId });

    // The names this server used before are not the spec's: refused, naming them, and nothing changes.
    const before = await detail(hand);
    const old = await stack.call<{ message: string }>('POST', '/department/save', { token: token.admin, body: { id: hand, departmentName: 'Yard Hand', approverId: null, roundingId: null, holidayRegion: 'CAN' } });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe('Unknown field(s): approverId, roundingId, holidayRegion.');
    expect(await detail(hand)).toEqual(before);

    const refused = async (change: Record<string, unknown>) => (await stack.call<{ message: string }>('POST', '/department/save', { token: token.admin, body: { ...fields, version: undefined, ...change } })).body.message;
    expect(await refused({ holidayIds: [theirs] })).toBe('A chosen holiday does not exist.');
    expect(await refused({ timeRoundingId: otherRounding })).toBe('The chosen rounding rule does not exist.');
    expect(await refused({ defaultPositionId: depot })).toBe('The default position must be a position below this node.');
    expect(await refused({ timeLeaveApproverId: '00000000-0000-4000-8000-000000000000' })).toBe('The chosen approver does not exist.');

    // A holiday a department keeps is in use.
    const deleted = (await stack.call<{ message: string }>('POST', '/holiday/delete', { token: token.admin, body: { ids: [anniversary] } })).body;
    expect(deleted.message).not.toBe('success');
  });
});
