import { Page, PayType, PunchCodeOption, PunchCodeReply, Role } from '@timekeep/contracts';
import { PunchCodeSigner } from '@timekeep/server-settings';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

describe('punch codes over HTTP', () => {
  let stack: TestStack;
  let signer: PunchCodeSigner;
  const acme = { admin: '', supervisor: '', companyId: '' };
  const special = { admin: '', companyId: '' };

  const post = (path: string, body: unknown, token = acme.admin) => stack.call<Reply>('POST', path, { token, body: body as Record<string, unknown> });
  const get = async <T>(path: string, token = acme.admin) => (await stack.call<T>('GET', path, { token })).body;
  const names = (options: PunchCodeOption[]) => options.map((o) => o.name);
  const ids = { precast: '', office: '', packer: '', driver: '', slab: '', walls: '', pour: '', finish: '', closed: '' };

  beforeAll(async () => {
    stack = await startTestStack();
    signer = stack.api.get(PunchCodeSigner);
    Object.assign(acme, await openCustomer(stack, { name: 'Acme Precast', code: 'ACME', adminEmail: 'admin@acme.example.com', isPositionCodeEnabled: true, isJobCodeEnabled: true, isTaskCodeEnabled: true }));
    acme.supervisor = await signInAs(stack, (await createAccount(stack, acme.companyId, { firstName: 'Sue', roles: [Role.Supervisor] })).email);
    Object.assign(special, await openCustomer(stack, { name: 'Calder Build', code: 'CALDER', adminEmail: 'admin@calder.example.com', specialCustomer: true, isJobCodeEnabled: true, isTaskCodeEnabled: true }));

    ids.pour = (await post('/task/save', { code: 'T-POUR', name: 'Pour' })).body.id as string;
    ids.finish = (await post('/task/save', { code: 'T-FIN', name: 'Finish' })).body.id as string;
    ids.slab = (await post('/job/save', { code: 'J-100', name: 'Slab', taskID: [ids.pour, ids.finish] })).body.id as string;
    ids.walls = (await post('/job/save', { code: 'J-200', name: 'Walls' })).body.id as string;
    ids.closed = (await post('/job/save', { code: 'J-300', name: 'Old yard' })).body.id as string;
    await post('/job/closeAllSelected', [ids.closed]);
    const department = async (departmentName: string, parent: string | null, jobIds: string[] = [], punchCode?: string) =>
      (await post('/department/save', { departmentName, parent, jobIds, punchCode })).body.departmentVo?.id as string;
    const yard = await department('Yard', await department('Auckland', null));
    ids.precast = await department('Precast', yard);
    ids.office = await department('Office', yard);
    // Jobs belong to positions.
    ids.packer = await department('Packer', ids.precast, [ids.slab], '101');
    ids.driver = await department('Driver', ids.precast, [ids.walls, ids.closed], '102');
    await department('Clerk', ids.office, [], '103');
  });
  afterAll(() => stack.close());

  it("offers the active jobs of a department's positions, all active jobs without a department, and a job's tasks", async () => {
    expect(names(await get<PunchCodeOption[]>(`/api/punch-codes/jobs?departmentId=${ids.packer}`))).toEqual(['Slab']);
    expect(names(await get<PunchCodeOption[]>(`/api/punch-codes/jobs?departmentId=${ids.precast}`))).toEqual(['Slab', 'Walls']);
    expect(await get<PunchCodeOption[]>(`/api/punch-codes/jobs?departmentId=${ids.office}`)).toEqual([]);
    expect(names(await get<PunchCodeOption[]>('/api/punch-codes/jobs'))).toEqual(['Slab', 'Walls']);
    expect(await get<PunchCodeOption[]>(`/api/punch-codes/tasks?jobId=${ids.slab}`)).toEqual([
      { id: ids.finish, code: 'T-FIN', name: 'Finish' },
      { id: ids.pour, code: 'T-POUR', name: 'Pour' },
    ]);
    expect(await get<PunchCodeOption[]>(`/api/punch-codes/tasks?jobId=${ids.walls}`)).toEqual([]);
  });

  it('generates the spec payload signed for the company, which the clock side reads back and another company cannot', async () => {
    const reply = await post('/api/punch-codes', { departmentId: ids.packer, jobId: ids.slab, taskId: ids.pour });
    expect(reply.status).toBe(200);
    const { payload, text } = reply.body as unknown as PunchCodeReply;
    expect(payload).toEqual({ departmentId: ids.packer, departmentName: 'Packer', jobId: ids.slab, jobName: 'Slab', taskId: ids.pour, taskName: 'Pour', sig: expect.stringMatching(/^v1\./) });
    expect(JSON.parse(text)).toEqual(payload);
    expect(signer.verify(acme.companyId, text)).toEqual({ departmentId: ids.packer, departmentName: 'Packer', jobId: ids.slab, jobName: 'Slab', taskId: ids.pour, taskName: 'Pour' });
    expect(signer.verify(special.companyId, text)).toBeNull();
    expect(signer.verify(acme.companyId, text.replace('"Pour"', '"Finish"'))).toBeNull();

    // 'All Jobs': a job with no department.
    const jobOnly = (await post('/api/punch-codes', { departmentId: '', jobId: ids.walls, taskId: '' })).body as unknown as PunchCodeReply;
    expect(jobOnly.payload).toMatchObject({ departmentId: null, departmentName: null, jobId: ids.walls, jobName: 'Walls', taskId: null, taskName: null });
  });

  it('refuses a code that names nothing, a task of another job, a closed job and records out of reach', async () => {
    const refused = async (body: object, token = acme.admin) => {
      const reply = await post('/api/punch-codes', body, token);
      return [reply.status, reply.body.message];
    };
    expect(await refused({})).toEqual([400, 'Choose a department, a job or a task.']);
    expect(await refused({ jobId: ids.walls, taskId: ids.pour })).toEqual([400, 'Choose a task of the chosen job.']);
    expect(await refused({ taskId: ids.pour })).toEqual([400, 'Choose a task of the chosen job.']);
    expect(await refused({ jobId: ids.closed })).toEqual([404, 'This job does not exist.']);
    // Another company's department and job are not found; a supervisor may not generate codes.
    expect(await refused({ departmentId: ids.packer }, special.admin)).toEqual([403, 'This company uses its own punch code form.']);
    const otherJob = (await post('/job/save', { code: 'C-1', name: 'Tower' }, special.admin)).body.id as string;
    expect((await post('/api/punch-codes', { jobId: otherJob })).status).toBe(404);
    expect((await stack.call('GET', `/api/punch-codes/tasks?jobId=${otherJob}`, { token: acme.admin })).status).toBe(404);
    expect((await stack.call('GET', `/api/punch-codes/jobs?departmentId=${ids.packer}`, { token: special.admin })).status).toBe(404);
    expect((await refused({ jobId: ids.slab }, acme.supervisor))[0]).toBe(403);
  });

  it("builds the specific customer's code from Project, Level 2, Level 3 and Category, all required", async () => {
    const save = (path: string, body: object) => post(path, body, special.admin);
    const task = async (code: string, name: string) => (await save('/task/save', { code, name })).body.id as string;
    const panel1 = await task('P1', 'Panel 1');
    const panel1a = await task('P1.01', 'Panel 1 cast');
    const panel1b = await task('P1.02', 'Panel 1 cure');
    const panel2 = await task('P2', 'Panel 2');
    const panel2a = await task('P2.01', 'Panel 2 cast');
    const project = (await save('/job/save', { code: 'PRJ-7', name: 'Harbour Tower', taskID: [panel1, panel1a, panel1b, panel2, panel2a] })).body.id as string;
    const as = <T>(path: string) => get<T>(path, special.admin);

    expect(names(await as<PunchCodeOption[]>('/api/punch-codes/projects'))).toContain('Harbour Tower');
    expect(names(await as<PunchCodeOption[]>(`/api/punch-codes/level2?projectId=${project}`))).toEqual(['Panel 1', 'Panel 2']);
    expect(names(await as<PunchCodeOption[]>(`/api/punch-codes/level3?projectId=${project}&subProjectId=${panel1}`))).toEqual(['Panel 1 cast', 'Panel 1 cure']);
    const payTypes = (await as<Page<PayType>>('/api/pay-types?pageSize=100')).items;
    const categories = await as<PunchCodeOption[]>('/api/punch-codes/categories');
    const ordinary = categories[0];
    expect(categories.map((c) => c.id).sort()).toEqual(payTypes.filter((p) => !p.leaveStatus && p.active).map((p) => p.id).sort());
    expect(categories.length).toBeLessThan(payTypes.length);

    const generated = await save('/api/punch-codes/special', { project, panel: panel1, task: panel1b, category: ordinary.id });
    const { payload, text } = generated.body as unknown as PunchCodeReply;
    expect(payload).toEqual({ project, projectName: 'Harbour Tower', panel: panel1, panelName: 'Panel 1', task: panel1b, taskName: 'Panel 1 cure', category: ordinary.id, categoryName: ordinary.name, sig: expect.any(String) });
    expect(signer.verify(special.companyId, text)).not.toBeNull();

    const refused = async (body: object) => {
      const reply = await save('/api/punch-codes/special', body);
      return [reply.status, reply.body.message];
    };
    expect(await refused({ project, panel: panel1, task: panel1b })).toEqual([400, 'Project, Level 2, Level 3 and Category are required.']);
    expect(await refused({ project, panel: panel1, task: panel2a, category: ordinary.id })).toEqual([400, 'Choose a Level 3 item of the chosen Level 2 item.']);
    expect(await refused({ project, panel: panel1a, task: panel1b, category: ordinary.id })).toEqual([400, 'Choose a Level 2 item of the chosen project.']);
    // The standard company has no such form.
    expect((await stack.call('GET', '/api/punch-codes/projects', { token: acme.admin })).status).toBe(403);
  });
});
