import { DashboardEmployeeInfo, DashboardEmployeeRow, EmployeeDetail, EventType, OnsiteEmployee, Page } from '@timekeep/contracts';
import { PEOPLE } from '@timekeep/server-people';
import { ProjectionRebuilder } from '@timekeep/server-platform';
import { openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';
import { DataSource } from 'typeorm';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

const migration = (() => {
  const found = PEOPLE.migrations.find((m) => m.name === 'EmployeesOnTheDashboard1764506100000');
  if (!found) throw new Error('no migration EmployeesOnTheDashboard1764506100000');
  return new (found as new () => { up(runner: unknown): Promise<void> })();
})();

/** Wall time in Auckland `offsetMs` from now: [yyyy-MM-dd, HH:mm]. */
const auckland = (offsetMs: number): [string, string] =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(Date.now() + offsetMs))
    .split(' ') as [string, string];

/**
 * The employee's Show on Dashboard (document 1 §3 Employee, Mobile; ADR 0061): the dashboard's
 * Employees table leaves out those unticked; a new employee is on it unless unticked, and
 * everyone saved before the board read the field stays on it, after a rebuild from the log too.
 */
describe("the employee's Show on Dashboard", () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let hire: (firstName: string, extra?: Record<string, unknown>) => Promise<string>;

  const post = (path: string, body: Record<string, unknown>) => stack.call<Reply>('POST', path, { token: admin, body });
  const get = async <T>(path: string) => (await stack.call<T>('GET', path, { token: admin })).body;
  const board = async () => {
    const page = await get<Page<DashboardEmployeeRow>>('/api/dashboard/employees?pageSize=100&sort=firstName');
    return { names: page.items.map((r) => r.firstName), total: page.total };
  };
  const edit = async (employeeId: string, change: Record<string, unknown>) => {
    // The form as the console posts it back (the spec's `id` is the user's; the employee's is employeeId).
    const { id: _id, userId: _u, email: _e, employeeStatus: _s, role: _r, version, ...fields } = await get<EmployeeDetail>(`/api/employees/${employeeId}`);
    expect((await post('/employee/save-without-photo', { ...fields, employeeId, version, ...change })).body.message).toBe('success');
  };

  beforeAll(async () => {
    stack = await startTestStack();
    // The dashboard (multiShiftView) and the mobile app, whose section of the employee form holds the field.
    const opened = await openCustomer(stack, { name: 'Miro Ltd', code: 'MIRO', adminEmail: 'admin@miro.example.com', multiShiftView: true, mobileApp: true });
    admin = opened.admin;
    companyId = opened.companyId;
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    let payId = 0;
    hire = async (firstName, extra = {}) => {
      payId += 1;
      const reply = await post('/employee/save-without-photo', { firstName, lastName: 'Board', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `P-${payId}`, clockId: '', ...extra });
      expect(reply.body.message).toBe('success');
      return reply.body.id as string;
    };
  });
  afterAll(() => stack.close());

  it('a new employee is on the board unless the box is unticked; unticking takes them off, ticking puts them back', async () => {
    const ana = await hire('Ana');
    const ben = await hire('Ben', { showonDashboard: false });
    expect((await get<EmployeeDetail>(`/api/employees/${ana}`)).showonDashboard).toBe(true);
    expect((await get<EmployeeDetail>(`/api/employees/${ben}`)).showonDashboard).toBe(false);
    expect(await board()).toEqual({ names: ['Ana'], total: 1 });

    await edit(ana, { showonDashboard: false });
    expect(await board()).toEqual({ names: [], total: 0 });
    await edit(ana, { showonDashboard: true });
    await edit(ben, { showonDashboard: true });
    expect(await board()).toEqual({ names: ['Ana', 'Ben'], total: 2 });
  });

  it('off the table only: the lookup of what they are doing and who is on site still answer for them', async () => {
    const cam = await hire('Cam', { showonDashboard: false });
    const [day, punchTime] = auckland(-60 * 60_000);
    expect((await post('/api/punches/save', { employeeId: cam, day, punchTime })).body.message).toBe('success');
    expect((await board()).names).not.toContain('Cam');
    expect((await get<DashboardEmployeeInfo[]>(`/api/dashboard/employee-info?employeeIds=${cam}`))[0]).toMatchObject({ employeeId: cam, status: 'In' });
    // Who is on site now is for an evacuation: nobody is left off it.
    expect((await get<Page<OnsiteEmployee>>(`/api/employees/onsite/${companyId}`)).items.map((e) => e.employeeId)).toContain(cam);
  });

  it('an employee saved before the board read the field, with the box unticked as every new one was, stays on it: by the migration, and after a rebuild from the log', async () => {
    const dee = await hire('Dee');
    // What the old code wrote: version 1 events with the box unticked, and the row the same.
    await stack.db.pool.query(
      `UPDATE events SET schema_version = 1, data = jsonb_set(data, '{record,showonDashboard}', 'false') WHERE stream_id = $1 AND type IN ($2, $3)`,
      [`employee-${dee}`, EventType.EmployeeHired, EventType.EmployeeDetailsChanged],
    );
    await stack.db.pool.query(`UPDATE employee SET record = jsonb_set(record, '{showonDashboard}', 'false') WHERE id = $1`, [dee]);
    expect((await board()).names).not.toContain('Dee');

    const dataSource = new DataSource({ type: 'postgres', url: stack.db.url });
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.up(runner);
    } finally {
      await runner.release();
      await dataSource.destroy();
    }
    expect((await board()).names).toContain('Dee');
    expect((await get<EmployeeDetail>(`/api/employees/${dee}`)).showonDashboard).toBe(true);

    // The log still says what it said; its reader takes version 1 as on the board.
    const stored = await stack.db.pool.query<{ v: number; shown: boolean }>(`SELECT schema_version AS v, (data->'record'->>'showonDashboard')::boolean AS shown FROM events WHERE stream_id = $1 AND type = $2`, [`employee-${dee}`, EventType.EmployeeHired]);
    expect(stored.rows).toEqual([{ v: 1, shown: false }]);
    await stack.api.get(ProjectionRebuilder).rebuild('employees');
    expect((await board()).names).toContain('Dee');

    // A deliberate untick after the change is kept, through a rebuild too.
    await edit(dee, { showonDashboard: false });
    await stack.api.get(ProjectionRebuilder).rebuild('employees');
    expect((await board()).names).not.toContain('Dee');
  });
});
