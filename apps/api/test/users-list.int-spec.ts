import { Page, Role, UserRow } from '@timekeep/contracts';
import { createAccount, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

describe('users list', () => {
  let stack: TestStack;
  let admin: string;
  let A: string;
  const create = (companyId: string, firstName: string, roles: Role[], departmentIds: string[] = []) => createAccount(stack, companyId, { firstName, roles, departmentIds });
  const list = async (query: string) => (await stack.call<Page<UserRow>>('GET', `/api/users?${query}`, { token: admin })).body;

  beforeAll(async () => {
    stack = await startTestStack();
    A = await registerCompany(stack, 'Alpha');
    const B = await registerCompany(stack, 'Beta');
    admin = await signInAs(stack, (await create(A, 'Ada', [Role.Admin])).email);
    for (let i = 0; i < 23; i++) await create(A, `Person${String(i).padStart(2, '0')}`, [Role.Employee]);
    await create(B, 'Stranger', [Role.Admin]);
  });
  afterAll(() => stack.close());

  it('pages on the server, 10 by default, counting every user of the company only', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 24, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    const last = await list('page=3&pageSize=10');
    expect(last.items.map((u) => u.firstName)).toEqual(['Person19', 'Person20', 'Person21', 'Person22']);
    expect((await list('pageSize=100')).items.some((u) => u.firstName === 'Stranger')).toBe(false);
    expect((await stack.call('GET', '/api/users?pageSize=7', { token: admin })).status).toBe(400);
  });

  it('searches names and emails, literally, and sorts by an allowed column only', async () => {
    expect((await list('search=person1')).total).toBe(10);
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('sort=firstName&order=descend')).items[0].firstName).toBe('Person22');
    expect((await stack.call('GET', '/api/users?sort=password_hash', { token: admin })).status).toBe(400);
  });

  it('lists only the users of the departments chosen in the header filter', async () => {
    const reply = await stack.call<{ departmentVo: { id: string } }>('POST', '/department/save', { token: admin, body: { departmentName: 'Depot' } });
    const depot = reply.body.departmentVo.id;
    await create(A, 'Sam', [Role.Supervisor], [depot]);
    await stack.call('POST', '/api/departments/selected', { token: admin, body: { departmentId: [depot] } });
    expect((await list('')).items.map((u) => u.firstName)).toEqual(['Sam']);
    await stack.call('POST', '/api/departments/selected', { token: admin, body: { departmentId: [] } });
    expect((await list('')).total).toBe(25);
  });
});
