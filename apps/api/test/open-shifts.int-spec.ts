import { MyOpenShift, OPEN_SHIFT_TEXTS, OpenShift, Role, Roster } from '@timekeep/contracts';
import { createAccount, eventually, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message?: string; id?: string; offered?: number; departmentVo?: { id: string } };

/** Issue 33 §3, ADR 0078: a shift published without an employee, claimed by one of those it fits; exactly one has it. */
describe('open shifts', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let position: string;
  let day: string;
  let late: string;
  let barista: string;
  const people: Record<'ana' | 'ben' | 'cai', { id: string; token: string }> = {} as never;
  let otherAdmin: string;
  let otherEmployee: string;

  const post = (path: string, body: unknown, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const list = (token = admin) => get<OpenShift[]>('/api/roster/open-shifts?startDate=2026-12-01&endDate=2026-12-31', token);
  const mine = (token: string) => get<MyOpenShift[]>('/api/me/open-shifts', token);
  const claim = (id: string, token: string) => post(`/api/me/open-shifts/${id}/claim`, {}, token);
  const shiftsOn = async (employeeId: string, date: string) =>
    ((await get<Roster>(`/api/standardshifts/roster?startDate=${date}&endDate=${date}`)).rows.find((r) => r.employee.id === employeeId)?.scheduleRuleVoList[0].workSections ?? []).map((s) => `${s.labelName} ${s.startTime}`);
  const eventsOf = async (type: string) => (await stack.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND type = $2', [companyId, type])).rows[0].n;

  beforeAll(async () => {
    // Tuesday 1 December 2026, 09:00 in Auckland.
    stack = await startTestStack({ worker: true, env: { TIMEKEEP_CLOCK_START: '2026-11-30T20:00:00Z' } });
    ({ admin, companyId } = await openCustomer(stack, { name: 'Kowhai Ltd', code: 'KOWHAI', adminEmail: 'admin@kowhai.example.com' }));
    position = (await post('/department/save', { departmentName: 'Cafe' })).body.departmentVo?.id as string;
    for (const departmentName of ['Auckland', 'Front', 'Barista']) position = (await post('/department/save', { departmentName, parent: position })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    barista = (await post('/api/skills/save', { name: 'Espresso', allowanceCalculationType: 'eitherOnePerShift' })).body.id as string;
    const hire = async (key: 'ana' | 'ben' | 'cai', firstName: string, skills: string[]) => {
      const id = (await post('/employee/save-without-photo', { firstName, lastName: 'Rewa', departmentId: position, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: firstName, clockId: '', skills })).body.id as string;
      const account = await createAccount(stack, companyId, { firstName, roles: [Role.Employee] });
      await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [account.userId, id]);
      people[key] = { id, token: await signInAs(stack, account.email) };
    };
    await hire('ana', 'Ana', [barista]);
    await hire('ben', 'Ben', [barista]);
    await hire('cai', 'Cai', []);
    const shift = async (labelName: string, startTime: string, endTime: string) =>
      (await post('/standardshifts/newSave', { departmentId: position, startTime, startTimeType: 'Today', endTime, endTimeType: 'Today', labelName, colorCode: '#1677ff', breakTime: 30 })).body.id as string;
    day = await shift('Day', '09:00', '17:00');
    late = await shift('Late', '15:00', '22:00');
    const other = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu.example.com' });
    otherAdmin = other.admin;
    const otherCompany = other.companyId;
    const shop = (await post('/department/save', { departmentName: 'Shop' }, otherAdmin)).body.departmentVo?.id as string;
    const otherGroup = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, otherAdmin)).body.id as string;
    const mere = (await post('/employee/save-without-photo', { firstName: 'Mere', lastName: 'Rimu', departmentId: shop, paygroupId: otherGroup, hireOnDateValue: '2026-01-05', payId: 'R-1', clockId: '' }, otherAdmin)).body.id as string;
    const account = await createAccount(stack, otherCompany, { firstName: 'Mere', roles: [Role.Employee] });
    await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [account.userId, mere]);
    otherEmployee = await signInAs(stack, account.email);
  }, 120_000);
  afterAll(() => stack?.close());

  it('by approval: offered to those it fits; each claims once; the manager approves one and the others are declined', async () => {
    expect((await post('/api/roster/open-shifts', { shiftId: day, date: '2026-12-09', skillIds: [barista] }, people.ana.token)).status).toBe(403);
    expect((await stack.call('GET', '/api/roster/open-shifts?startDate=2026-12-01&endDate=2026-12-31', { token: people.ana.token })).status).toBe(403);
    const published = await post('/api/roster/open-shifts', { shiftId: day, date: '2026-12-09', skillIds: [barista], note: 'Cover for Mere' });
    expect(published.body).toMatchObject({ offered: 2, message: OPEN_SHIFT_TEXTS.published(2) });
    const id = published.body.id as string;
    // Cai lacks the skill: not offered, and her claim is refused in its words.
    expect(await mine(people.cai.token)).toEqual([]);
    expect((await claim(id, people.cai.token)).body.message).toBe(OPEN_SHIFT_TEXTS.noSkill);
    expect(await mine(people.ana.token)).toEqual([expect.objectContaining({ id, date: '2026-12-09', startTime: '09:00', endTime: '17:00', note: 'Cover for Mere', claimMode: 'approval', claimed: false })]);
    expect((await claim(id, people.ana.token)).body.message).toBe(OPEN_SHIFT_TEXTS.claimWaits);
    expect((await claim(id, people.ana.token)).body.message).toBe(OPEN_SHIFT_TEXTS.alreadyClaimed);
    expect((await mine(people.ana.token))[0].claimed).toBe(true);
    expect((await claim(id, people.ben.token)).body.message).toBe(OPEN_SHIFT_TEXTS.claimWaits);
    expect((await list()).find((s) => s.id === id)).toMatchObject({ status: 'open', offered: 2, claims: [{ name: 'Ana Rewa' }, { name: 'Ben Rewa' }], skills: [{ name: 'Espresso' }], filledBy: null });
    expect(await shiftsOn(people.ben.id, '2026-12-09')).toEqual([]);
    // The planner is asked of each claim, on the roster's week; the claimants are not.
    const requestsOf = (token: string) => get<{ items: Array<{ kind: string; title: string; link: string; read: boolean }> }>('/api/messages', token).then((m) => m.items.filter((i) => i.kind === 'roster-request'));
    const asked = await eventually(() => requestsOf(admin), (m) => m.length >= 2);
    expect(asked.map((m) => [m.title, m.link, m.read]).sort()).toEqual([
      ['Ana Rewa claims an open shift', '/standardshifts/rosterByEmployee?startDate=2026-12-09&endDate=2026-12-15', false],
      ['Ben Rewa claims an open shift', '/standardshifts/rosterByEmployee?startDate=2026-12-09&endDate=2026-12-15', false],
    ]);
    expect(await requestsOf(people.ana.token)).toEqual([]);

    expect((await post(`/api/roster/open-shifts/${id}/approve`, { employeeId: people.cai.id })).body.message).toBe(OPEN_SHIFT_TEXTS.notClaimant);
    expect((await post(`/api/roster/open-shifts/${id}/approve`, { employeeId: people.ben.id })).body.message).toBe(OPEN_SHIFT_TEXTS.approved);
    expect(await shiftsOn(people.ben.id, '2026-12-09')).toEqual(['Day 09:00']);
    // Her schedule's History says why (issue 33 §6).
    const history = await get<Array<{ event: string; changes: Array<{ field: string; to: unknown }> }>>(`/api/history/employeeSchedule/${people.ben.id}`);
    expect(history[0]).toMatchObject({ event: 'roster-traded', changes: [{ field: 'traded', to: 'Took the open shift Wed 9 Dec Day 09:00-17:00' }] });
    expect(await shiftsOn(people.ana.id, '2026-12-09')).toEqual([]);
    expect((await list()).find((s) => s.id === id)).toMatchObject({ status: 'filled', claims: [], filledBy: { name: 'Ben Rewa' } });
    expect(await eventsOf('scheduling.open-shift-claim-declined')).toBe(1);
    // The worker told each it fitted, once; then Ben that it is his, Ana that her claim was declined.
    const newsOf = (token: string) => get<{ items: Array<{ kind: string; title: string }> }>('/api/messages', token).then((m) => m.items.filter((i) => i.kind === 'open-shift').map((i) => i.title));
    expect(await eventually(() => newsOf(people.ben.token), (t) => t.length >= 2)).toEqual(['The open shift is yours: 9 Dec 2026 Day 09:00-17:00', 'Open shift: 9 Dec 2026 Day 09:00-17:00']);
    expect(await eventually(() => newsOf(people.ana.token), (t) => t.length >= 2)).toEqual(['Your claim was declined: 9 Dec 2026 Day 09:00-17:00', 'Open shift: 9 Dec 2026 Day 09:00-17:00']);
    expect(await newsOf(people.cai.token)).toEqual([]);
    // Decided: neither claim waits for the planner any longer.
    expect(await eventually(() => requestsOf(admin), (m) => m.every((i) => i.read))).toHaveLength(2);
    // Taken: a claim answers who has it and writes nothing.
    const before = await eventsOf('scheduling.open-shift-claimed');
    expect((await claim(id, people.ana.token)).body.message).toBe(OPEN_SHIFT_TEXTS.taken('Ben Rewa'));
    expect(await eventsOf('scheduling.open-shift-claimed')).toBe(before);
    expect(await mine(people.ana.token)).toEqual([]);
    // Each step is an event with its actor.
    const { rows } = await stack.db.pool.query<{ type: string; actor: string }>(
      `SELECT type, metadata->'actor'->>'kind' AS actor FROM events WHERE stream_id = $1 ORDER BY stream_position`,
      [`open-shift-${id}`],
    );
    expect(rows.map((r) => r.type)).toEqual(['scheduling.open-shift-published', 'scheduling.open-shift-claimed', 'scheduling.open-shift-claimed', 'scheduling.open-shift-assigned', 'scheduling.open-shift-claim-declined']);
  });

  it('first come: of many claims at once exactly one wins, written onto her roster; the rest are told who has it', async () => {
    const settings = await get<{ version: number }>('/api/roster/settings');
    expect((await post('/api/roster/settings', { openShiftClaims: 'first', version: settings.version })).body.message).toBe('success');
    const id = (await post('/api/roster/open-shifts', { shiftId: day, date: '2026-12-10', skillIds: [] })).body.id as string;
    const replies = await Promise.all([...Array(6)].flatMap(() => [claim(id, people.ana.token), claim(id, people.ben.token), claim(id, people.cai.token)]));
    const won = replies.filter((r) => r.body.message === OPEN_SHIFT_TEXTS.claimed);
    expect(won).toHaveLength(1);
    const winner = (await list()).find((s) => s.id === id)?.filledBy?.name as string;
    expect(replies.filter((r) => r.body.message !== OPEN_SHIFT_TEXTS.claimed).map((r) => r.body.message)).toEqual(Array(17).fill(OPEN_SHIFT_TEXTS.taken(winner)));
    const rostered = await Promise.all((['ana', 'ben', 'cai'] as const).map(async (k) => (await shiftsOn(people[k].id, '2026-12-10')).length));
    expect(rostered.reduce((a, b) => a + b)).toBe(1);
    expect((await stack.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'scheduling.open-shift-assigned'`, [`open-shift-${id}`])).rows[0].n).toBe(1);
  });

  it('is not offered to someone it clashes with, nor claimed by her; a withdrawn shift is refused; a shift that started is not published', async () => {
    // Ben has Day on 9 December: Late (15:00) that day clashes.
    const id = (await post('/api/roster/open-shifts', { shiftId: late, date: '2026-12-09', skillIds: [] })).body.id as string;
    expect((await mine(people.ben.token)).map((s) => s.id)).not.toContain(id);
    expect((await claim(id, people.ben.token)).body.message).toBe(OPEN_SHIFT_TEXTS.clash);
    expect((await post(`/api/roster/open-shifts/${id}/withdraw`, {})).body.message).toBe(OPEN_SHIFT_TEXTS.withdrew);
    expect((await claim(id, people.ana.token)).body.message).toBe(OPEN_SHIFT_TEXTS.withdrawn);
    expect((await post(`/api/roster/open-shifts/${id}/withdraw`, {})).body.message).toBe(OPEN_SHIFT_TEXTS.notOpen);
    // 09:00 today has come in Auckland.
    expect((await post('/api/roster/open-shifts', { shiftId: day, date: '2026-12-01', skillIds: [] })).body.message).toBe(OPEN_SHIFT_TEXTS.started);
  });

  it('refuses stray fields, and keeps each company to its own', async () => {
    expect((await post('/api/roster/open-shifts', { shiftId: day, date: '2026-12-11', skillIds: [], employeeId: people.ana.id })).status).toBe(400);
    const id = (await post('/api/roster/open-shifts', { shiftId: day, date: '2026-12-11', skillIds: [] })).body.id as string;
    expect((await claim(id, otherEmployee)).status).toBe(404);
    expect((await post(`/api/roster/open-shifts/${id}/withdraw`, {}, otherAdmin)).status).toBe(404);
    expect(await list(otherAdmin)).toEqual([]);
    expect((await post(`/api/me/open-shifts/${id}/claim`, { employeeId: people.ana.id }, people.cai.token)).status).toBe(400);
    // Another company's library shift is not one to publish.
    expect((await post('/api/roster/open-shifts', { shiftId: day, date: '2026-12-11', skillIds: [] }, otherAdmin)).body.message).toBe('This shift does not exist.');
  });
});
