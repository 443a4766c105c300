import ExcelJS from 'exceljs';
import { JOB_IMPORT_COLUMNS, JOB_IMPORT_TEMPLATE_NAME, JobDto, JobImportReply, JobTaskNode, Page, Role, TaskDto } from '@timekeep/contracts';
import { createAccount, jobFormOf, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string };
type Row = Array<string | number | null>;

/** Document 2 §2, §7, §8: the jobs import of companies on an enterprise system (AX 02, SAP 06); docs/decisions/0036. */
describe('jobs import (POST /api/jobs/import, field jobFile)', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;

  const post = (path: string, body: unknown, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const upload = async (bytes: Buffer, name: string, token = admin) => {
    const form = new FormData();
    form.append('jobFile', new Blob([bytes]), name);
    const response = await fetch(`${stack.baseUrl}/api/jobs/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: (await response.json()) as JobImportReply };
  };
  const xlsx = async (rows: Row[]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Jobs');
    rows.forEach((r) => sheet.addRow(r));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const csv = (rows: Row[]) => Buffer.from(rows.map((r) => r.map((c) => c ?? '').join(',')).join('\r\n'));
  const jobs = async (token = admin) => (await get<Page<JobDto>>('/api/jobs?pageSize=100&sort=code', token)).items;
  const tasks = async (token = admin) => (await get<Page<TaskDto>>('/api/tasks?pageSize=100&sort=code', token)).items;
  const workCodeEvents = async (company = companyId) =>
    (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND type IN ('jobs.job-saved', 'jobs.task-saved')", [company])).rows[0].n as number;
  const syncResults = async (company = companyId) =>
    (await stack.db.pool.query("SELECT type, status, message, integration FROM sync_result WHERE company_id = $1 ORDER BY occurred_at, message", [company])).rows as Array<{ type: string; status: string; message: string; integration: string }>;

  const HEADER: Row = ['Job Code', 'Job Name', 'Job Punch Code', 'Job Status', 'External Job ID', 'Task Code', 'Task Name', 'Task Status', 'External Task ID'];
  const FILE: Row[] = [
    HEADER,
    ['J-1001', 'Warehouse fit-out', '1001', 'Active', 'AX-1001', 'LAB', 'Labour', 'Active', 'AX-LAB'],
    ['J-1001', 'Warehouse fit-out', '1001', 'Active', 'AX-1001', 'TRV', 'Travel', 'Active', 'AX-TRV'],
    ['J-1002', 'Office cleaning', '1002', '', 'AX-1002', 'LAB', 'Labour', 'Active', 'AX-LAB'],
    ['J-0999', 'Old contract', null, 'Inactive', 'AX-0999', null, null, null, null],
  ];

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'admin@totara-jobs-import.example.com', thirdPartyTypeId: '02' });
    admin = opened.admin;
    companyId = opened.companyId;
  });
  afterAll(() => stack.close());

  it('ships a template whose header is the layout, with example rows', async () => {
    const response = await fetch(`${stack.baseUrl}/api/jobs/import-template`, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(JOB_IMPORT_TEMPLATE_NAME);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown as Array<Array<string | undefined>>;
    expect(rows[0].slice(1)).toEqual([...JOB_IMPORT_COLUMNS]);
    expect(rows.length).toBeGreaterThan(1);
    // The template as shipped imports: a user who fills it in the same way gets what they see.
    const template = Buffer.from(await workbook.xlsx.writeBuffer());
    const other = await openCustomer(stack, { name: 'Rewa Ltd', code: 'REWA', adminEmail: 'admin@rewa-jobs-import.example.com', thirdPartyTypeId: '06' });
    const imported = await upload(template, 'template.xlsx', other.admin);
    expect(imported.body).toMatchObject({ message: 'success', jobs: { created: 3 }, tasks: { created: 2 } });
  });

  it('imports the jobs with their tasks, and says so in Sync Results', async () => {
    const reply = await upload(await xlsx(FILE), 'ax-jobs.xlsx');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'success', errorMessage: null, jobs: { created: 3, updated: 0, unchanged: 0 }, tasks: { created: 2, updated: 0, unchanged: 0 } });

    const listed = await jobs();
    expect(listed.map((j) => [j.code, j.name, j.punchCode, j.active, j.externalJobType, j.externalJobId])).toEqual([
      ['J-0999', 'Old contract', null, false, '02', 'AX-0999'],
      ['J-1001', 'Warehouse fit-out', '1001', true, '02', 'AX-1001'],
      ['J-1002', 'Office cleaning', '1002', true, '02', 'AX-1002'],
    ]);
    // The pickers offer each active job with its tasks, as the file lists them.
    const tree = await get<JobTaskNode[]>('/api/jobs/active-task-tree');
    expect(tree.map((j) => [j.code, j.tasks.map((t) => t.code)])).toEqual([
      ['J-1001', ['LAB', 'TRV']],
      ['J-1002', ['LAB']],
    ]);
    expect((await tasks()).map((t) => [t.code, t.name, t.externalTaskType, t.externalTaskId])).toEqual([
      ['LAB', 'Labour', '02', 'AX-LAB'],
      ['TRV', 'Travel', '02', 'AX-TRV'],
    ]);
    expect(await syncResults()).toEqual([
      { type: 'Jobs Import', status: 'Success', message: 'Imported ax-jobs.xlsx: 3 jobs created, 0 updated, 0 unchanged; 2 tasks created, 0 updated, 0 unchanged.', integration: 'AX' },
    ]);
  });

  it('changes nothing when the same file is imported again, as a csv too', async () => {
    const before = await workCodeEvents();
    expect((await upload(await xlsx(FILE), 'ax-jobs.xlsx')).body).toMatchObject({ message: 'success', jobs: { created: 0, updated: 0, unchanged: 3 }, tasks: { created: 0, updated: 0, unchanged: 2 } });
    expect((await upload(csv(FILE), 'ax-jobs.csv')).body).toMatchObject({ jobs: { created: 0, updated: 0, unchanged: 3 } });
    expect(await workCodeEvents()).toBe(before);
  });

  it('updates what the file changes and keeps what it has no column for', async () => {
    const [fitOut] = (await jobs()).filter((j) => j.code === 'J-1001');
    expect((await post('/job/save', { ...jobFormOf(fitOut), payExportCode: 'EXP-1001', description: 'Stage 2' })).body.message).toBe('success');
    const reply = await upload(
      csv([
        ['job code', 'JOB NAME', 'Job Status'],
        ['j-1001', 'Warehouse fit-out stage 2', 'Inactive'],
      ]),
      'rename.csv',
    );
    expect(reply.body.jobs).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const after = (await jobs()).find((j) => j.id === fitOut.id);
    expect(after).toMatchObject({ code: 'j-1001', name: 'Warehouse fit-out stage 2', active: false, punchCode: '1001', payExportCode: 'EXP-1001', description: 'Stage 2', externalJobId: 'AX-1001' });
    expect(after?.taskID).toHaveLength(2);
  });

  it('refuses a file with the wrong columns, saying which, and writes nothing but its Sync Results row', async () => {
    const before = await workCodeEvents();
    const reply = await upload(csv([['Employee', 'Hours'], ['E1', 8]]), 'timesheet.csv');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      message: 'importFailed',
      errorMessage: `The file has a column the jobs file does not have: 'Employee'. Its columns are ${JOB_IMPORT_COLUMNS.join(', ')}.`,
    });
    const noCode = await upload(await xlsx([['Job Name'], ['Fit-out']]), 'names.xlsx');
    expect(noCode.body.errorMessage).toMatch(/^The file has no 'Job Code' column/);
    expect(await workCodeEvents()).toBe(before);
    expect((await syncResults()).filter((r) => r.status === 'Error').map((r) => r.message).sort()).toEqual([
      expect.stringMatching(/^Failed to import the jobs of names\.xlsx: The file has no 'Job Code' column/),
      expect.stringMatching(/^Failed to import the jobs of timesheet\.csv: The file has a column the jobs file does not have: 'Employee'/),
    ]);
  });

  it('checks the whole file before writing: one bad row, and nothing of the good ones is imported', async () => {
    const before = await workCodeEvents();
    const reply = await upload(
      csv([
        ['Job Code', 'Job Name', 'Job Status', 'Job Punch Code'],
        ['J-2001', 'New and fine', 'Active', ''],
        ['J-2002', 'Office cleaning', 'Active', ''],
        ['J-2003', 'Bad status', 'Open', ''],
        ['', 'No code', '', ''],
        ['J-2004', 'Clashing punch', '', '1002'],
      ]),
      'mixed.csv',
    );
    expect(reply.body).toMatchObject({ message: 'importFailed', errorMessage: '2 rows need correcting; nothing was imported.', problemCount: 2 });
    expect(reply.body.rows).toEqual([
      { row: 4, message: "Job Status is 'Open': it must be Active or Inactive." },
      { row: 5, message: 'Job Code is required.' },
    ]);
    // Once the rows read, names and punch codes are checked against the company's jobs.
    const clash = await upload(
      csv([
        ['Job Code', 'Job Name', 'Job Punch Code'],
        ['J-2001', 'New and fine', ''],
        ['J-2002', 'office cleaning', ''],
        ['J-2004', 'Clashing punch', '1002'],
      ]),
      'clash.csv',
    );
    expect(clash.body.rows).toEqual([
      { row: 3, message: "Job Name 'office cleaning' is also job J-1002's." },
      { row: 4, message: "Job Punch Code '1002' is also job J-1002's." },
    ]);
    expect(await workCodeEvents()).toBe(before);
    expect((await jobs()).map((j) => j.code)).not.toContain('J-2001');
  });

  it('refuses what is not a spreadsheet, no file, and a file past 5 MB', async () => {
    expect((await upload(Buffer.from([0, 1, 2, 3, 255]), 'jobs.xlsx')).body).toEqual({ message: 'importFailed', errorMessage: 'The file is not a spreadsheet: choose an .xlsx or .csv file.' });
    expect((await upload(Buffer.from('Job Code\nJ-1'), 'jobs.txt')).body.errorMessage).toBe('The file is not a spreadsheet: choose an .xlsx or .csv file.');
    const form = new FormData();
    const none = await fetch(`${stack.baseUrl}/api/jobs/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(await none.json()).toEqual({ message: 'importFailed', errorMessage: 'Please select a jobs file.' });
    const huge = await upload(Buffer.concat([Buffer.from('Job Code\n'), Buffer.alloc(6 * 1024 * 1024, 'J\n')]), 'huge.csv');
    expect([huge.status, huge.body.message]).toEqual([413, 'The file is larger than 5 MB, the most an import takes.']);
  });

  it('is for AX and SAP companies, and theirs alone; a Supervisor may not import', async () => {
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
    expect((await upload(csv(FILE), 'ax-jobs.csv', supervisor)).status).toBe(403);
    expect((await stack.call('GET', '/api/jobs/import-template', { token: supervisor })).status).toBe(403);

    const plain = await openCustomer(stack, { name: 'Miro Ltd', code: 'MIRO', adminEmail: 'admin@miro-jobs-import.example.com' });
    const refused = await upload(csv(FILE), 'ax-jobs.csv', plain.admin);
    expect([refused.status, refused.body.message]).toEqual([400, 'Import jobs is for companies on AX or SAP.']);

    // Another AX company imports the same codes as its own: neither sees the other's.
    const other = await openCustomer(stack, { name: 'Kowhai Ltd', code: 'KOWHAI', adminEmail: 'admin@kowhai-jobs-import.example.com', thirdPartyTypeId: '02' });
    expect((await upload(csv(FILE), 'ax-jobs.csv', other.admin)).body).toMatchObject({ jobs: { created: 3, updated: 0, unchanged: 0 } });
    const theirs = await jobs(other.admin);
    const ours = await jobs();
    expect(theirs.map((j) => j.id).filter((id) => ours.some((o) => o.id === id))).toEqual([]);
    expect((await stack.call('GET', `/api/jobs/${ours[0].id}`, { token: other.admin })).status).toBe(404);
    expect((await syncResults(other.companyId)).map((r) => r.message)).toEqual(['Imported ax-jobs.csv: 3 jobs created, 0 updated, 0 unchanged; 2 tasks created, 0 updated, 0 unchanged.']);
  });

  it('refuses New jobs and tasks for the company, whose jobs come from its file; editing stays', async () => {
    const refused = await post('/job/save', { code: 'J-3001', name: 'Typed in' });
    expect([refused.status, refused.body.message]).toEqual([400, "This company's jobs come from AX: use Import on the Jobs list."]);
    expect((await post('/task/save', { code: 'T-9' })).body.message).toBe("This company's tasks come from AX: use Import on the Jobs list.");
    const [job] = await jobs();
    expect((await post('/job/save', { ...jobFormOf(job), punchCode: '999' })).body.message).toBe('success');
  });
});
