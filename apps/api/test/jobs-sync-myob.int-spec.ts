import { JobDto, JobSyncReply, JobTaskNode, Page, Role, TaskDto } from '@timekeep/contracts';
import { createAccount, FakeMyobAdvanced, jobFormOf, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string };

/** Document 2 §2, §7, §8: Sync Jobs for companies on MYOB Advanced (05), against the fake; docs/decisions/0036. */
describe('Sync Jobs from MYOB Advanced (POST /api/jobs/sync-myob-advanced)', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let myob: FakeMyobAdvanced;

  const post = (path: string, body: unknown, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const sync = (token = admin) => stack.call<JobSyncReply>('POST', '/api/jobs/sync-myob-advanced', { token });
  const jobs = async (token = admin) => (await get<Page<JobDto>>('/api/jobs?pageSize=100&sort=code', token)).items;
  const tasks = async () => (await get<Page<TaskDto>>('/api/tasks?pageSize=100&sort=code')).items;
  const workCodeEvents = async () =>
    (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND type IN ('jobs.job-saved', 'jobs.task-saved')", [companyId])).rows[0].n as number;
  const lastResult = async () =>
    (await stack.db.pool.query('SELECT type, status, message, integration FROM sync_result WHERE company_id = $1 ORDER BY occurred_at DESC LIMIT 1', [companyId])).rows[0] as { type: string; status: string; message: string; integration: string };

  beforeAll(async () => {
    // One second per MYOB call, so that the timeout fault shows within a test.
    stack = await startTestStack({ env: { INTEGRATION_TIMEOUT_MS: '1000' } });
    myob = await new FakeMyobAdvanced({ name: 'timekeep', password: 'Myob-pass-1', company: 'Greenfield' }).start();
    const opened = await openCustomer(stack, { name: 'Rata Ltd', code: 'RATA', adminEmail: 'admin@rata-jobs-sync.example.com', thirdPartyTypeId: '05' });
    admin = opened.admin;
    companyId = opened.companyId;
    expect((await post('/integrations/myob-advanced/save', { baseUrl: myob.url, tenant: 'Greenfield', username: 'timekeep', password: 'Myob-pass-1' })).body.message).toBe('success');
    myob.projects = [
      { ProjectID: 'PRJ-100', Description: 'Warehouse fit-out' },
      { ProjectID: 'PRJ-200', Description: 'Office cleaning' },
      { ProjectID: 'PRJ-050', Description: 'Finished job', Status: 'Completed' },
    ];
    myob.projectTasks = [
      { ProjectID: 'PRJ-100', ProjectTaskID: 'LABOUR', Description: 'Labour' },
      { ProjectID: 'PRJ-100', ProjectTaskID: 'TRAVEL', Description: 'Travel' },
      { ProjectID: 'PRJ-200', ProjectTaskID: 'LABOUR', Description: 'Labour' },
      { ProjectID: 'PRJ-050', ProjectTaskID: 'LABOUR', Description: 'Labour', Status: 'Completed' },
    ];
  });
  afterAll(async () => {
    await myob.stop();
    await stack.close();
  });

  it("makes MYOB's projects our jobs and their tasks our tasks, signs out, and records it in Sync Results", async () => {
    const reply = await sync();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      errorMessage: null,
      jobs: { created: 3, updated: 0, unchanged: 0, closed: 0 },
      tasks: { created: 2, updated: 0, unchanged: 0, closed: 0 },
    });
    expect(myob.sessions.size).toBe(0);
    expect((await jobs()).map((j) => [j.code, j.name, j.active, j.externalJobType, j.externalJobId])).toEqual([
      ['PRJ-050', 'Finished job', false, '05', 'PRJ-050'],
      ['PRJ-100', 'Warehouse fit-out', true, '05', 'PRJ-100'],
      ['PRJ-200', 'Office cleaning', true, '05', 'PRJ-200'],
    ]);
    // Time is punched to an active project's tasks, which the sent hours carry back to MYOB.
    expect((await get<JobTaskNode[]>('/api/jobs/active-task-tree')).map((j) => [j.code, j.tasks.map((t) => t.code)])).toEqual([
      ['PRJ-100', ['LABOUR', 'TRAVEL']],
      ['PRJ-200', ['LABOUR']],
    ]);
    expect((await tasks()).map((t) => [t.code, t.name, t.externalTaskType, t.externalTaskId])).toEqual([
      ['LABOUR', 'Labour', '05', 'LABOUR'],
      ['TRAVEL', 'Travel', '05', 'TRAVEL'],
    ]);
    expect(await lastResult()).toEqual({
      type: 'Jobs Sync',
      status: 'Success',
      message: 'Synced 3 projects from MYOB Advanced: 3 jobs created, 0 updated, 0 closed, 0 unchanged; 2 tasks created, 0 updated, 0 closed, 0 unchanged.',
      integration: 'MYOB Advanced',
    });
  });

  it('changes nothing when MYOB has not changed', async () => {
    const before = await workCodeEvents();
    expect((await sync()).body).toMatchObject({ success: true, jobs: { created: 0, updated: 0, unchanged: 3, closed: 0 }, tasks: { unchanged: 2 } });
    expect(await workCodeEvents()).toBe(before);
  });

  it("follows MYOB's changes, closes what it no longer lists, and keeps our punch codes", async () => {
    const fitOut = (await jobs()).find((j) => j.code === 'PRJ-100') as JobDto;
    expect((await post('/job/save', { ...jobFormOf(fitOut), punchCode: '100' })).body.message).toBe('success');
    myob.projects = [
      { ProjectID: 'PRJ-100', Description: 'Warehouse fit-out, stage 2' },
      { ProjectID: 'PRJ-050', Description: 'Finished job', Status: 'Completed' },
    ];
    myob.projectTasks = myob.projectTasks.filter((t) => t.ProjectID !== 'PRJ-200' && t.ProjectTaskID !== 'TRAVEL');
    expect((await sync()).body).toMatchObject({ success: true, jobs: { created: 0, updated: 1, unchanged: 1, closed: 1 }, tasks: { updated: 0, unchanged: 1, closed: 1 } });
    expect((await jobs()).map((j) => [j.code, j.name, j.punchCode, j.active])).toEqual([
      ['PRJ-050', 'Finished job', null, false],
      ['PRJ-100', 'Warehouse fit-out, stage 2', '100', true],
      ['PRJ-200', 'Office cleaning', null, false],
    ]);
    expect((await tasks()).map((t) => [t.code, t.active])).toEqual([
      ['LABOUR', true],
      ['TRAVEL', false],
    ]);
  });

  describe('when MYOB Advanced fails, the sync says why, writes nothing and records an Error', () => {
    let before: number;
    beforeEach(async () => {
      myob.projects = [...myob.projects, { ProjectID: 'PRJ-300', Description: 'Never synced' }];
      before = await workCodeEvents();
    });
    afterEach(async () => {
      myob.failReads(null);
      myob.projects = myob.projects.filter((p) => p.ProjectID !== 'PRJ-300');
      expect(await workCodeEvents()).toBe(before);
      // Every failure still signs out: sessions count against the instance's licence.
      expect(myob.sessions.size).toBe(0);
    });

    const failsWith = async (errorMessage: string) => {
      expect((await sync()).body).toEqual({ success: false, errorMessage });
      expect(await lastResult()).toEqual({ type: 'Jobs Sync', status: 'Error', message: `Failed to sync the jobs: ${errorMessage}`, integration: 'MYOB Advanced' });
    };

    it('a timeout', async () => {
      myob.failReads({ kind: 'timeout', ms: 2500 });
      await failsWith('MYOB Advanced did not answer its projects within 1 second.');
    });

    it('a 401 (the session ended)', async () => {
      myob.failReads({ kind: 401 });
      await failsWith('MYOB Advanced ended the session (401 Unauthorized) while we read its projects: check the connection\'s user and try again.');
    });

    it('a 429 that goes on, and one that passes after its Retry-After', async () => {
      myob.failReads({ kind: 429, retryAfter: 30 });
      await failsWith('MYOB Advanced is limiting requests (429 Too Many Requests): try again in 30 seconds.');

      // A short Retry-After is waited out once: reading twice changes nothing in MYOB.
      myob.failReads({ kind: 429, retryAfter: 1 }, 1);
      const reads = myob.reads;
      const reply = await sync();
      expect(reply.body).toMatchObject({ success: true, jobs: { created: 1 } });
      expect(myob.reads - reads).toBe(3);
      // Put back what the failure cases start from.
      before = await workCodeEvents();
    });

    it('a 500', async () => {
      myob.failReads({ kind: 500 });
      await failsWith('MYOB Advanced had a server error (500) reading its projects: try again later.');
    });

    it('malformed JSON', async () => {
      myob.failReads({ kind: 'malformed' });
      await failsWith('MYOB Advanced answered its projects with something that is not JSON.');
    });

    it('a refused sign-in', async () => {
      expect((await post('/integrations/myob-advanced/save', { baseUrl: myob.url, tenant: 'Greenfield', username: 'timekeep', password: 'wrong', version: 1 })).body.message).toBe('success');
      await failsWith('MYOB Advanced refused the sign-in: check the user name, password and tenant.');
      expect((await post('/integrations/myob-advanced/save', { baseUrl: myob.url, tenant: 'Greenfield', username: 'timekeep', password: 'Myob-pass-1', version: 2 })).body.message).toBe('success');
    });
  });

  it('is for MYOB Advanced companies, and Admins; New is refused there', async () => {
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
    expect((await sync(supervisor)).status).toBe(403);
    const plain = await openCustomer(stack, { name: 'Miro Ltd', code: 'MIRO', adminEmail: 'admin@miro-jobs-sync.example.com' });
    expect((await sync(plain.admin)).body).toEqual({ message: 'Sync Jobs is for companies on MYOB Advanced.' });
    // The other company has none of this one's jobs.
    expect(await jobs(plain.admin)).toEqual([]);
    expect((await post('/job/save', { code: 'J-1', name: 'Typed in' })).body.message).toBe("This company's jobs come from MYOB Advanced: use Sync Jobs.");
    expect((await post('/job/save', { code: 'J-1', name: 'Typed in' }, plain.admin)).body.message).toBe('success');
  });
});
