import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { KioskEmployee, EmployeeRow, OAUTH_SCOPES, Page, PayrollTransferDto, TimeApprovalRow } from '@timekeep/contracts';
import { CURSOR_TEXTS, KeysetKey, keysetAfter, keysetOrder, keysetSelect, keysetValues } from '@timekeep/server-platform';
import { clientToken, openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/**
 * Cursor pagination on the lists integrators read (ADR 0082): following `nextCursor` reads every
 * row once, in the list's order, even while rows are added before the cursor (where an offset page
 * would repeat one); a cursor is only read for the company, list and question it was given for.
 */
describe('Cursor pagination on the lists integrators read (issue 34)', () => {
  let stack: TestStack;
  let admin: string;
  let otherAdmin: string;
  let client: string;
  let departmentId: string;
  let paygroupId: string;

  const get = <T>(path: string, token = client) => stack.call<T & { message?: string }>('GET', path, { token });
  const hire = async (firstName: string, lastName: string, status = 'Active') => {
    const saved = await stack.call<Reply>('POST', '/employee/save-without-photo', {
      token: admin,
      body: { firstName, lastName, departmentId, paygroupId, hireOnDateValue: '2026-01-05', payId: `P-${randomUUID().slice(0, 8)}`, clockId: '', employeeStatus: status },
    });
    expect(saved.body.message).toBe('success');
    return saved.body.id as string;
  };
  /** Every page of a list, following nextCursor from the first: the rows, and each page's number and total. */
  async function follow<T>(first: string): Promise<{ items: T[]; pages: Array<{ page: number; total: number }> }> {
    const items: T[] = [];
    const pages: Array<{ page: number; total: number }> = [];
    let next: string | null | undefined;
    let path = first;
    for (let guard = 0; guard < 50; guard += 1) {
      const reply = await get<Page<T>>(path);
      expect(reply.status).toBe(200);
      items.push(...reply.body.items);
      pages.push({ page: reply.body.page, total: reply.body.total });
      next = reply.body.nextCursor;
      if (!next) return { items, pages };
      path = `${first}&cursor=${encodeURIComponent(next)}`;
    }
    throw new Error('the cursor never ended');
  }
  /** Every page of a list by page number, as the console reads it. */
  async function byNumber<T>(first: string, pages: number): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; page <= pages; page += 1) items.push(...(await get<Page<T>>(`${first}&page=${page}`)).body.items);
    return items;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    ({ admin } = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com', sumLicense: 60, isTimeApprovalEnabled: true }));
    ({ admin: otherAdmin } = await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'admin@totara.example.com', isTimeApprovalEnabled: true }));
    const post = (path: string, body: Record<string, unknown>) => stack.call<Reply>('POST', path, { token: admin, body });
    departmentId = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    paygroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    // 24 employees, names repeating so the order leans on its later keys; two Terminated (the kiosk omits them).
    const last = ['Walker', 'Ngata', 'Smith', 'Walker', 'Te Rangi', 'Brown'];
    for (let i = 0; i < 24; i += 1) await hire(['Mere', 'Hemi', 'Aroha', 'Tama'][i % 4], last[i % 6], i % 11 === 5 ? 'Terminated' : 'Active');
    const secret = 'Integrator-secret-002';
    expect((await post('/oauth/save', { clientId: 'kauri-bi', clientSecret: secret, confirmSecret: secret, scopes: OAUTH_SCOPES })).body).toMatchObject({ status: 1 });
    client = (await clientToken(stack.baseUrl, 'kauri-bi', secret)).token;
  }, 120_000);
  afterAll(() => stack?.close());

  it('keyset conditions continue any order of nullable keys, each direction, exactly where the full order goes on (property, real Postgres)', async () => {
    const table = `cursor_probe_${randomUUID().replace(/-/g, '')}`;
    await stack.db.pool.query(`CREATE TABLE ${table} (a int, b text, c date, id uuid PRIMARY KEY)`);
    try {
      const row = fc.record({ a: fc.option(fc.integer({ min: 0, max: 3 })), b: fc.option(fc.constantFrom('a', 'B', 'b', '', 'ā', 'Te Rangi')), c: fc.option(fc.constantFrom('2026-01-01', '2026-12-31', '1999-06-30')) });
      const key = fc.record({ sql: fc.constantFrom('a', 'b', 'c'), desc: fc.boolean(), nullable: fc.constant(true) });
      await fc.assert(
        fc.asyncProperty(fc.array(row, { maxLength: 30 }), fc.uniqueArray(key, { maxLength: 3, selector: (k) => k.sql }), fc.integer({ min: 1, max: 7 }), async (rows, chosen, size) => {
          const keys: KeysetKey[] = [...chosen, { sql: 'id' }];
          await stack.db.pool.query(`TRUNCATE ${table}`);
          for (const r of rows) await stack.db.pool.query(`INSERT INTO ${table} VALUES ($1, $2, $3, $4)`, [r.a, r.b, r.c, randomUUID()]);
          const whole = (await stack.db.pool.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY ${keysetOrder(keys)}`)).rows.map((r) => r.id);
          const paged: string[] = [];
          let after: Array<string | null> | null = null;
          for (;;) {
            const params: unknown[] = [];
            const where = after ? keysetAfter(keys, after, params) : 'true';
            const page = (await stack.db.pool.query(`SELECT id, ${keysetSelect(keys)} FROM ${table} WHERE ${where} ORDER BY ${keysetOrder(keys)} LIMIT ${size}`, params)).rows;
            paged.push(...page.map((r) => r.id as string));
            if (page.length < size) break;
            after = keysetValues(keys, page[page.length - 1]);
          }
          expect(paged).toEqual(whole);
        }),
        { numRuns: 60 },
      );
    } finally {
      await stack.db.pool.query(`DROP TABLE ${table}`);
    }
  });

  it('GET /api/employees: nextCursor reads every employee once in the list’s order, as the numbered pages do, and says the page and total', async () => {
    for (const sort of ['sort=lastName&order=descend', 'sort=clockId&order=ascend', 'sort=department', '']) {
      const first = `/api/employees?pageSize=10&${sort}`;
      const followed = await follow<EmployeeRow>(first);
      expect(followed.items).toHaveLength(24);
      expect(new Set(followed.items.map((e) => e.id)).size).toBe(24);
      expect(followed.items.map((e) => e.id)).toEqual((await byNumber<EmployeeRow>(first, 3)).map((e) => e.id));
      expect(followed.pages).toEqual([{ page: 1, total: 24 }, { page: 2, total: 24 }, { page: 3, total: 24 }]);
    }
  });

  it('an employee hired before the cursor while the client pages is not read twice, nor is anyone skipped', async () => {
    const first = '/api/employees?pageSize=10&sort=lastName&order=ascend';
    const pageOne = await get<Page<EmployeeRow>>(first);
    const before = pageOne.body.items.map((e) => e.id);
    // 'Aaron Abbott' sorts first: an offset page 2 would now begin with page 1's last row again.
    const hired = await hire('Aaron', 'Abbott');
    const pageTwo = await get<Page<EmployeeRow>>(`${first}&cursor=${encodeURIComponent(pageOne.body.nextCursor as string)}`);
    const offsetTwo = await get<Page<EmployeeRow>>(`${first}&page=2`);
    expect(offsetTwo.body.items[0].id).toBe(before[9]);
    expect(pageTwo.body.items.map((e) => e.id)).not.toContain(before[9]);
    expect(pageTwo.body.items.map((e) => e.id)).toEqual(offsetTwo.body.items.slice(1).concat((await get<Page<EmployeeRow>>(`${first}&page=3`)).body.items.slice(0, 1)).map((e) => e.id));
    // The walk's total is the one its first page counted (a walk is not counted again on every page); a new walk counts her.
    expect(pageTwo.body.total).toBe(24);
    expect((await get<Page<EmployeeRow>>(first)).body.total).toBe(25);
    expect(before).not.toContain(hired);
  });

  it('GET /employee/kiosk-employee-list: the Active employees once each, by last and first name', async () => {
    const followed = await follow<KioskEmployee>('/employee/kiosk-employee-list?pageSize=10');
    expect(followed.items.map((e) => e.id)).toEqual((await byNumber<KioskEmployee>('/employee/kiosk-employee-list?pageSize=10', 3)).map((e) => e.id));
    expect(new Set(followed.items.map((e) => e.id)).size).toBe(followed.items.length);
    expect(followed.pages.at(-1)?.total).toBe(followed.items.length);
    const listed = (await get<Page<EmployeeRow>>('/api/employees?pageSize=100&employeeStatus=Active')).body.items.map((e) => e.id).sort();
    expect(followed.items.map((e) => e.id).sort()).toEqual(listed);
  });

  it('GET /api/time-approvals: the punch pairs once each, newest first, by cursor', async () => {
    const employees = (await get<Page<EmployeeRow>>('/api/employees?pageSize=100&employeeStatus=Active')).body.items.slice(0, 12);
    for (const [i, e] of employees.entries()) {
      const worked = await stack.call<Reply>('POST', '/timesheet/saveSinglePunch', { token: admin, body: { employeeId: e.id, day: i % 2 ? '2026-11-18' : '2026-11-19', inTime: '09:00', outTime: '13:00' } });
      expect(worked.body.message).toBe('success');
    }
    const first = '/api/time-approvals?startDate=2026-11-16&endDate=2026-11-22&status=all&pageSize=10';
    const followed = await follow<TimeApprovalRow>(first);
    expect(followed.items.map((r) => r.punchPairId)).toEqual((await byNumber<TimeApprovalRow>(first, 2)).map((r) => r.punchPairId));
    expect(followed.items).toHaveLength(12);
    expect(followed.items.slice(0, 6).every((r) => r.date === '2026-11-19')).toBe(true);
    expect(followed.pages).toEqual([{ page: 1, total: 12 }, { page: 2, total: 12 }]);
  });

  it('GET /api/payroll-transfers/search: the pay periods once each, newest first, by cursor; without paging, all', async () => {
    const all = (await get<Page<PayrollTransferDto>>('/api/payroll-transfers/search?filterDays=120')).body;
    expect(all.nextCursor).toBeNull();
    expect(all.items.length).toBeGreaterThan(15);
    const followed = await follow<PayrollTransferDto>('/api/payroll-transfers/search?filterDays=120&pageSize=5');
    expect(followed.items.map((p) => p.id)).toEqual(all.items.map((p) => p.id));
    expect(followed.pages.map((p) => p.page)).toEqual(followed.pages.map((_, i) => i + 1));
    expect(followed.pages.length).toBeGreaterThan(3);
  });

  it('refuses a cursor altered, asked another way, with page, of another company, or on a list that takes none; nothing else is answered', async () => {
    const first = '/api/employees?pageSize=10&sort=lastName';
    const cursor = (await get<Page<EmployeeRow>>(first)).body.nextCursor as string;
    const [body, signature] = cursor.split('.');
    const altered = `${Buffer.from(Buffer.from(body, 'base64url').toString('utf8').replace(/"n":10/, '"n":0')).toString('base64url')}.${signature}`;
    const refusals: Array<[string, string, string]> = [
      [`${first}&cursor=${encodeURIComponent(altered)}`, client, CURSOR_TEXTS.foreign],
      [`${first}&cursor=not-a-cursor`, client, CURSOR_TEXTS.foreign],
      [`/api/employees?pageSize=10&sort=firstName&cursor=${encodeURIComponent(cursor)}`, client, CURSOR_TEXTS.foreign],
      [`${first}&search=Walker&cursor=${encodeURIComponent(cursor)}`, client, CURSOR_TEXTS.foreign],
      [`/employee/kiosk-employee-list?pageSize=10&cursor=${encodeURIComponent(cursor)}`, client, CURSOR_TEXTS.foreign],
      [`${first}&page=2&cursor=${encodeURIComponent(cursor)}`, client, CURSOR_TEXTS.withPage],
      [`${first}&cursor=${encodeURIComponent(cursor)}`, otherAdmin, CURSOR_TEXTS.foreign],
      [`/api/leaves?pageSize=10&cursor=${encodeURIComponent(cursor)}`, admin, CURSOR_TEXTS.notHere],
      [`/api/payroll-transfers/search?page=1&pageSize=5&cursor=${encodeURIComponent(cursor)}`, client, CURSOR_TEXTS.withPage],
      [`/api/payroll-transfers/search?pageSize=5&cursor=${encodeURIComponent(cursor)}`, client, CURSOR_TEXTS.foreign],
    ];
    for (const [path, token, message] of refusals) {
      const reply = await get<Page<EmployeeRow>>(path, token);
      expect({ path, status: reply.status, message: reply.body.message }).toEqual({ path, status: 400, message });
    }
    // The same cursor, asked the same way, still reads page 2.
    expect((await get<Page<EmployeeRow>>(`${first}&cursor=${encodeURIComponent(cursor)}`)).body.page).toBe(2);
  });
});
