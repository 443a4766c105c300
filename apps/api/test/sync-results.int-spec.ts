import { DataSource } from 'typeorm';
import { CountReply, Page, Role, SyncResultDto, SyncStatus, SyncType } from '@timekeep/contracts';
import { SyncLog } from '@timekeep/server-platform';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

describe('the sync results over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let otherAdmin: string;
  let otherCompanyId: string;

  const get = <T>(path: string, token = admin) => stack.call<T>('GET', path, { token });
  const list = async (query = '', token = admin) => (await get<Page<SyncResultDto>>(`/api/sync-results?pageSize=100${query}`, token)).body;
  /** A result as the imports and sends write it: through the platform's SyncLog, in a transaction. */
  const record = (company: string, at: string, type: SyncType, status: SyncStatus, message: string) =>
    stack.api.get(DataSource).transaction((manager) =>
      stack.api.get(SyncLog).record(manager, { companyId: company, at: new Date(at), type, status, message, integration: 'MYOB Advanced', actorId: 'test' }),
    );

  beforeAll(async () => {
    stack = await startTestStack({ worker: false });
    const opened = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    otherCompanyId = await registerCompany(stack, 'Other');
    otherAdmin = await signInAs(stack, (await createAccount(stack, otherCompanyId, { firstName: 'Oth', roles: [Role.Admin] })).email);
  });
  afterAll(() => stack.close());

  it('lists nothing and counts no errors before any exchange', async () => {
    expect(await list()).toMatchObject({ items: [], total: 0 });
    expect((await get<CountReply>('/api/sync-results/error-count')).body).toEqual({ count: 0 });
  });

  it('lists the company’s results newest first, filtered by the company’s days, types and statuses, paged on the server', async () => {
    // 2026-11-02T11:30Z is 3 November 00:30 in Auckland (the customer's zone): the day a user sees.
    await record(companyId, '2026-11-02T11:30:00Z', SyncType.TimesheetTransfer, 'Error', 'MYOB Advanced did not answer within 20 seconds; nothing was sent.');
    await record(companyId, '2026-11-01T02:00:00Z', SyncType.EmployeesSync, 'Success', 'Sync successfully.');
    await record(companyId, '2026-11-05T02:00:00Z', SyncType.TimeImport, 'Warning', '3 PINs are not any employee’s clock ID.');
    await record(otherCompanyId, '2026-11-03T02:00:00Z', SyncType.TimeImport, 'Error', 'another tenant’s');

    const all = await list();
    expect(all.total).toBe(3);
    expect(all.items.map((r) => [r.type, r.status])).toEqual([
      ['Time Import', 'Warning'],
      ['Timesheet Transfer', 'Error'],
      ['Employees Sync', 'Success'],
    ]);
    expect(all.items[1]).toMatchObject({ message: 'MYOB Advanced did not answer within 20 seconds; nothing was sent.', integration: 'MYOB Advanced', date: '2026-11-02T11:30:00.000Z' });

    expect((await list('&startDate=2026-11-03&endDate=2026-11-03')).items.map((r) => r.type)).toEqual(['Timesheet Transfer']);
    expect((await list('&endDate=2026-11-02')).items.map((r) => r.type)).toEqual(['Employees Sync']);
    // The spec's client sends lists as types[] and statuses[]; a comma list or repeated keys work too.
    expect((await list(`&types[]=${encodeURIComponent('Time Import')}&types[]=${encodeURIComponent('Employees Sync')}`)).total).toBe(2);
    expect((await list('&statuses[]=Error&statuses[]=Warning')).items.map((r) => r.status)).toEqual(['Warning', 'Error']);
    expect((await list('&statuses=Success')).items.map((r) => r.status)).toEqual(['Success']);
    expect((await list('&search=20%20seconds')).items.map((r) => r.type)).toEqual(['Timesheet Transfer']);
    const firstPage = (await get<Page<SyncResultDto>>('/api/sync-results?pageSize=10&page=1')).body;
    expect(firstPage).toMatchObject({ total: 3, page: 1, pageSize: 10 });

    expect((await get<CountReply>('/api/sync-results/error-count')).body).toEqual({ count: 1 });
    expect((await get<CountReply>('/api/sync-results/error-count', otherAdmin)).body).toEqual({ count: 1 });
    expect((await list('', otherAdmin)).items.map((r) => r.message)).toEqual(['another tenant’s']);
  });

  it('refuses a filter that does not hold, and those who do not see the payroll transfers', async () => {
    expect((await get('/api/sync-results?startDate=2026-02-30')).status).toBe(400);
    expect((await get('/api/sync-results?startDate=2026-11-05&endDate=2026-11-01')).status).toBe(400);
    expect((await get('/api/sync-results?statuses=Failed')).status).toBe(400);
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
    expect((await get('/api/sync-results', supervisor)).status).toBe(403);
    expect((await get('/api/sync-results/error-count', supervisor)).status).toBe(403);
  });
});
