import { DepartmentDetail, EmployeeDetail, EventType, JobDto, JobTaskNode, Page, Role, TaskDto, WorkplaceDto } from '@timekeep/contracts';
import { createAccount, eventually, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

describe('jobs, tasks and workplaces over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let otherAdmin: string;
  let companyId: string;

  const post = (path: string, body: unknown, token = admin) => stack.call<Reply>('POST', path, { token, body: body as Record<string, unknown> });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const eventCount = async (prefix: string) => (await stack.db.pool.query('SELECT count(*)::int AS n FROM events WHERE type LIKE $1', [`${prefix}%`])).rows[0].n as number;

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'admin@totara.example.com', mobileApp: true, sumAppLicense: 5, isJobCodeEnabled: true, isTaskCodeEnabled: true });
    admin = opened.admin;
    companyId = opened.companyId;
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
  });
  afterAll(() => stack.close());

  it('saves tasks and jobs with the spec answers, closes jobs in bulk and serves the active job and task tree', async () => {
    const pour = (await post('/task/save', { code: 'T-POUR', name: 'Pour', punchCode: '11', active: false })).body;
    expect(pour.message).toBe('success');
    // A new task is active whatever the form says.
    expect(await get<TaskDto>(`/api/tasks/${pour.id}`)).toMatchObject({ code: 'T-POUR', name: 'Pour', active: true, punchCode: '11', externalTaskId: null, version: 1 });
    const finish = (await post('/task/save', { code: 'T-FIN', name: 'Finish' })).body.id as string;

    const slab = await post('/job/save', { code: 'J-100', name: 'Slab', punchCode: '100', taskID: [pour.id, finish], description: 'Ground floor' });
    expect(slab.body.message).toBe('success');
    expect(await get<JobDto>(`/api/jobs/${slab.body.id}`)).toMatchObject({ code: 'J-100', name: 'Slab', active: true, taskID: [pour.id, finish], description: 'Ground floor', punchCode: '100' });

    const before = await eventCount('jobs.');
    // Name or punch code taken answers 'exist'; no code is the required-field text; an unknown task is refused.
    expect((await post('/job/save', { code: 'J-101', name: ' slab ' })).body).toEqual({ message: 'exist' });
    expect((await post('/job/save', { code: 'J-101', name: 'Walls', punchCode: '100' })).body).toEqual({ message: 'exist' });
    expect((await post('/task/save', { code: 'T-X', name: 'pour' })).body).toEqual({ message: 'exist' });
    expect((await post('/job/save', { code: ' ', name: 'Roof' })).body.message).toBe('This field is required.');
    expect((await post('/job/save', { code: 'J-102', name: 'Roof', taskID: ['7b0c7d4e-95a3-4d8e-9a7c-6f1d2b3c4d5e'] })).body.message).toBe('A chosen task does not exist.');
    expect(await eventCount('jobs.')).toBe(before);

    // Only the code is required: two jobs without a name do not clash.
    expect((await post('/job/save', { code: 'J-200' })).body.message).toBe('success');
    expect((await post('/job/save', { code: 'J-201' })).body.message).toBe('success');
    const roof = (await post('/job/save', { code: 'J-102', name: 'Roof', taskID: [finish] })).body.id as string;

    const listed = await get<Page<JobDto>>('/api/jobs?sort=code');
    expect(listed.items.map((j) => j.code)).toEqual(['J-100', 'J-102', 'J-200', 'J-201']);
    expect((await get<Page<JobDto>>('/api/jobs?search=j-10')).items.map((j) => j.name)).toEqual(['Slab', 'Roof']);

    expect((await post('/job/closeAllSelected', [roof, slab.body.id])).body).toEqual({ message: 'success' });
    expect((await get<Page<JobDto>>('/api/jobs?status=true')).items.map((j) => j.code)).toEqual(['J-200', 'J-201']);
    expect((await get<Page<JobDto>>('/api/jobs?status=false')).items.map((j) => j.code)).toEqual(['J-100', 'J-102']);
    const { version } = await get<JobDto>(`/api/jobs/${roof}`);
    expect((await post('/job/save', { id: roof, version, code: 'J-102', name: 'Roof', active: true, taskID: [finish] })).body.message).toBe('success');
    // The close is one event per job, and a stale form after it is a conflict.
    expect((await post('/job/save', { id: roof, version, code: 'J-102', name: 'Roof top', taskID: [finish] })).status).toBe(409);

    const tree = await get<JobTaskNode[]>('/api/jobs/active-task-tree');
    expect(tree.map((j) => [j.code, j.tasks.map((t) => t.code)])).toEqual([['J-102', ['T-FIN']], ['J-200', []], ['J-201', []]]);
  });

  it('refuses a job or task code the company already has, in any case and spacing, with the spec answer', async () => {
    const pick = (await post('/task/save', { code: 'T-PICK', name: 'Picking' })).body.id as string;
    const job = (await post('/job/save', { code: 'J-1001', name: 'Supermarket distribution', taskID: [pick] })).body.id as string;
    const before = await eventCount('jobs.');
    expect((await post('/task/save', { code: 'T-PICK', name: 'Picking again' })).body).toEqual({ message: 'exist' });
    expect((await post('/task/save', { code: ' t-pick ' })).body).toEqual({ message: 'exist' });
    expect((await post('/job/save', { code: 'J-1001', name: 'Second distribution' })).body).toEqual({ message: 'exist' });
    expect((await post('/job/save', { code: 'j-1001 ' })).body).toEqual({ message: 'exist' });
    // Changing another job to the code is the same clash.
    const other = (await post('/job/save', { code: 'J-1002', name: 'Returns' })).body.id as string;
    const afterOther = await eventCount('jobs.');
    expect((await post('/job/save', { id: other, version: 1, code: 'J-1001', name: 'Returns' })).body).toEqual({ message: 'exist' });
    expect(await eventCount('jobs.')).toBe(afterOther);
    expect(afterOther).toBe(before + 1);

    // A job keeps its own code through an edit; a task may share a job's code; another company may use both.
    expect((await post('/job/save', { id: job, version: 1, code: 'J-1001', name: 'Supermarket distribution (north)', taskID: [pick] })).body.message).toBe('success');
    expect((await post('/task/save', { code: 'J-1001', name: 'Same code as the job' })).body.message).toBe('success');
    const elsewhere = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Elsewhere'), { firstName: 'Els', roles: [Role.Admin] })).email);
    expect((await post('/job/save', { code: 'J-1001', name: 'Theirs' }, elsewhere)).body.message).toBe('success');
    expect((await post('/task/save', { code: 'T-PICK', name: 'Theirs' }, elsewhere)).body.message).toBe('success');

    // Two saves racing for one new code: the log is held so that neither can write until both are
    // under way; once it is let go, one wins and the other gets the spec answer.
    const hold = await stack.db.pool.connect();
    try {
      await hold.query('BEGIN');
      await hold.query('LOCK TABLE events IN SHARE MODE');
      const racing = Promise.all(['A', 'B'].map((n) => post('/job/save', { code: 'J-RACE', name: `Race ${n}` })));
      const waiting = async () => (await stack.db.pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n as number;
      await eventually(waiting, (n) => n === 2);
      await hold.query('COMMIT');
      expect((await racing).map((r) => r.body.message).sort()).toEqual(['exist', 'success']);
    } finally {
      hold.release();
    }
  });

  it('keeps jobs to their company and to Admins', async () => {
    const job = (await post('/job/save', { code: 'J-900', name: 'Private' })).body.id as string;
    expect((await stack.call('GET', `/api/jobs/${job}`, { token: otherAdmin })).status).toBe(404);
    expect((await get<Page<JobDto>>('/api/jobs', otherAdmin)).total).toBe(0);
    expect((await post('/job/closeAllSelected', [job], otherAdmin)).status).toBe(404);
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
    expect((await stack.call('GET', `/api/jobs/${job}`, { token: supervisor })).status).toBe(200);
    expect((await post('/job/save', { code: 'J-901', name: 'Theirs' }, supervisor)).status).toBe(403);
    expect((await post('/job/closeAllSelected', [job], supervisor)).status).toBe(403);
    expect((await post('/job/closeAllSelected', [])).status).toBe(400);
  });

  it('saves workplaces with their employees, who see the site among their own, and departments with jobs and sites', async () => {
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = (firstName: string, payId: string) => post('/employee/save-without-photo', { firstName, lastName: 'Rua', departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId, clockId: '' });
    const mere = (await hire('Mere', 'P-1')).body.id as string;
    const hone = (await hire('Hone', 'P-2')).body.id as string;

    const yard = { name: 'Yard', address: '1 Quay St, Auckland', coordinate: '-36.8443,174.7676', radius: 50, description: '', siteCode: 'Y1', workSiteStatus: true };
    const saved = await post('/workPlace/save', { ...yard, employeeIds: [mere] });
    expect(saved.body.message).toBe('success');
    const site = saved.body.id as string;
    expect(await get<WorkplaceDto>(`/api/workplaces/${site}`)).toMatchObject({ name: 'Yard', coordinate: '-36.8443,174.7676', radius: 50, siteCode: 'Y1', employeeIds: [mere], workSiteStatus: true });
    expect((await get<EmployeeDetail>(`/api/employees/${mere}`)).workPlaceId).toEqual([site]);

    // The spec's answer for a taken name; a bad point or radius is refused; nothing is written.
    const before = await eventCount('workplaces.');
    expect((await post('/workPlace/save', { ...yard, name: 'yard ' })).body).toEqual({ message: 'name repeat' });
    expect((await post('/workPlace/save', { ...yard, name: 'Sea', coordinate: '-96,174' })).body.message).toBe('The coordinate must be a latitude and a longitude, such as -36.8509,174.7645.');
    expect((await post('/workPlace/save', { ...yard, name: 'Sea', radius: 0 })).body.message).toBe('The radius must be more than 0 and at most 100000 metres.');
    expect((await post('/workPlace/save', { ...yard, name: 'Sea', address: '' })).body.message).toBe('This field is required.');
    expect((await post('/workPlace/save', { ...yard, name: 'Sea', employeeIds: ['7b0c7d4e-95a3-4d8e-9a7c-6f1d2b3c4d5e'] })).body.message).toBe('A chosen employee does not exist.');
    expect(await eventCount('workplaces.')).toBe(before);

    // Moving the site from Mere to Hone changes both employees, in their own histories.
    const { version } = await get<WorkplaceDto>(`/api/workplaces/${site}`);
    expect((await post('/workPlace/save', { ...yard, id: site, version, employeeIds: [hone] })).body.message).toBe('success');
    expect((await get<EmployeeDetail>(`/api/employees/${mere}`)).workPlaceId).toEqual([]);
    expect((await get<EmployeeDetail>(`/api/employees/${hone}`)).workPlaceId).toEqual([site]);
    const { rows } = await stack.db.pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_position', [`employee-${mere}`]);
    expect(rows.map((r) => r.type)).toEqual([EventType.EmployeeHired, EventType.EmployeeDetailsChanged, EventType.EmployeeDetailsChanged]);
    // The employee form sets the same fact from the other side.
    const honeForm = await get<EmployeeDetail>(`/api/employees/${hone}`);
    expect((await post('/employee/save-without-photo', { ...honeForm, id: undefined, employeeId: hone, workPlaceId: [] })).body.message).toBe('success');
    expect((await get<WorkplaceDto>(`/api/workplaces/${site}`)).employeeIds).toEqual([]);
    const unknownSite = await post('/employee/save-without-photo', { ...honeForm, id: undefined, employeeId: hone, version: undefined, workPlaceId: ['7b0c7d4e-95a3-4d8e-9a7c-6f1d2b3c4d5e'] });
    expect(unknownSite.body.message).toBe('A chosen site does not exist.');

    expect((await get<Page<WorkplaceDto>>('/api/workplaces?status=true')).items.map((w) => w.name)).toEqual(['Yard']);
    expect((await get<Page<WorkplaceDto>>('/api/workplaces', otherAdmin)).total).toBe(0);
    expect((await stack.call('GET', `/api/workplaces/${site}`, { token: otherAdmin })).status).toBe(404);

    // A position carries its jobs, any node its sites; unknown ones are refused.
    const job = (await post('/job/save', { code: 'J-300', name: 'Fit-out' })).body.id as string;
    const under = async (parent: string, departmentName: string) => (await post('/department/save', { departmentName, parent })).body.departmentVo?.id as string;
    const fitOut = await under(await under(north, 'Auckland'), 'Fit-out');
    const position = await post('/department/save', { departmentName: 'Fitter', parent: fitOut, jobIds: [job], workPlaceId: [site] });
    expect(position.body.message).toBe('success');
    const detail = await get<DepartmentDetail>(`/api/departments/${position.body.departmentVo?.id}`);
    expect([detail.jobIds, detail.workPlaceId]).toEqual([[job], [site]]);
    expect((await post('/department/save', { departmentName: 'Other', parent: fitOut, jobIds: ['7b0c7d4e-95a3-4d8e-9a7c-6f1d2b3c4d5e'] })).body.message).toBe('A chosen job does not exist.');
    // Jobs belong to positions: a department above them keeps none.
    expect((await get<DepartmentDetail>(`/api/departments/${fitOut}`)).jobIds).toEqual([]);
    expect((await post('/department/save', { departmentName: 'Other', workPlaceId: ['7b0c7d4e-95a3-4d8e-9a7c-6f1d2b3c4d5e'] })).body.message).toBe('A chosen site does not exist.');
  });

  it("plans a template's sections on a position, a job with one of its tasks, and skills, refusing what is not the company's", async () => {
    const under = async (parent: string | undefined, departmentName: string) => (await post('/department/save', { departmentName, parent })).body.departmentVo?.id as string;
    const forklift = await under(await under(await under(undefined, 'South'), 'Depot'), 'Yard');
    const driver = await under(forklift, 'Forklift driver');
    const load = (await post('/task/save', { code: 'T-LOAD', name: 'Load' })).body.id as string;
    const other = (await post('/task/save', { code: 'T-OTHER', name: 'Other' })).body.id as string;
    const job = (await post('/job/save', { code: 'J-500', name: 'Freight', taskID: [load] })).body.id as string;
    const section = (extra: Record<string, unknown>) => ({ startTime: '07:00', endTime: '15:30', breakTime: 30, ...extra });
    const template = (extra: Record<string, unknown>) => ({ name: 'Yard days', periodType: 'Weekly', startDate: '2026-11-23', scheduleRules: [{ num: 1, workSections: [section(extra)] }] });

    const saved = await post('/schedule/save', template({ departmentId: driver, jobId: job, taskId: load, isOverridePayGroup: true }));
    expect(saved.body.message).toBe('success');
    const detail = await get<{ scheduleRules: Array<{ workSections: Array<Record<string, unknown>> }> }>(`/api/schedules/${saved.body.id}`);
    expect(detail.scheduleRules[0].workSections[0]).toMatchObject({ departmentId: driver, jobId: job, taskId: load, isOverridePayGroup: true, skills: [] });

    const refusal = async (extra: Record<string, unknown>) => (await post('/schedule/save', { ...template(extra), name: 'Refused' })).body.message;
    // Task codes are on, so a job needs its task (document 1 §5).
    expect(await refusal({ jobId: job })).toBe('Please select a task.');
    expect(await refusal({ jobId: job, taskId: other })).toBe("The chosen task is not one of the job's tasks.");
    expect(await refusal({ departmentId: forklift })).toBe('The chosen position does not exist.');
    expect(await refusal({ skills: ['7b0c7d4e-95a3-4d8e-9a7c-6f1d2b3c4d5e'] })).toBe('A chosen skill does not exist.');

    // A shift saved from the timesheet is a section of the employee's own day: the same task rule, the same sentence, 400.
    const payGroup = (await post('/paygroup/save', { name: 'Yard weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hired = await post('/employee/save-without-photo', { firstName: 'Rua', lastName: 'Yard', departmentId: driver, paygroupId: payGroup, hireOnDateValue: '2026-01-05', payId: 'Y-1', clockId: '', scheduleId: saved.body.id });
    expect(hired.body.message).toBe('success');
    const shift = (extra: Record<string, unknown>) => post('/timesheet/saveShiftCard', { employeeId: hired.body.id, day: '2026-11-24', create: true, ...section({ departmentId: driver, ...extra }) });
    const refused = await shift({ jobId: job });
    expect([refused.status, refused.body]).toEqual([400, { message: 'Please select a task.' }]);
    expect((await shift({ jobId: job, taskId: load })).body).toEqual({ success: true, message: 'success' });
  });
});
