import { MyShiftTrades, PayrollTransferDto, Role, Roster, SHIFT_TRADE_TEXTS, ShiftTrade, SwapChoice, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { createAccount, eventually, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message?: string; id?: string; departmentVo?: { id: string } };

/** Issue 33 §4, ADR 0079: an employee offers a shift or proposes a swap; a colleague accepts; a manager approves; the roster changes in one transaction. */
describe('offers and swaps', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let position: string;
  let payGroupId: string;
  let day: string;
  let late: string;
  const people: Record<'ana' | 'ben' | 'cai', { id: string; token: string; name: string }> = {} as never;
  let otherAdmin: string;

  const post = (path: string, body: unknown, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const rosterOf = async (date: string) =>
    Object.fromEntries(
      (await get<Roster>(`/api/standardshifts/roster?startDate=${date}&endDate=${date}`)).rows.map((r) => [r.employee.firstName, r.scheduleRuleVoList[0].workSections.map((s) => `${s.labelName} ${s.startTime}`)]),
    );
  const sectionOf = async (employeeId: string, date: string) =>
    (await get<Roster>(`/api/standardshifts/roster?startDate=${date}&endDate=${date}`)).rows.find((r) => r.employee.id === employeeId)?.scheduleRuleVoList[0].workSections[0].id as string;
  const rosterShift = async (employeeId: string, shiftId: string, ruleDate: string) => expect((await post('/standardshifts/handleScheduleByShift', { employeeId, ruleDate, workSectionData: { id: shiftId } })).body.message).toBe('success');
  const trades = (token: string) => get<MyShiftTrades>('/api/me/shift-trades', token);
  const setting = async (change: Record<string, unknown>) => {
    const { version } = await get<{ version: number }>('/api/roster/settings');
    expect((await post('/api/roster/settings', { ...change, version })).body.message).toBe('success');
  };

  beforeAll(async () => {
    // Tuesday 1 December 2026, 09:00 in Auckland.
    stack = await startTestStack({ worker: true, env: { TIMEKEEP_CLOCK_START: '2026-11-30T20:00:00Z' } });
    ({ admin, companyId } = await openCustomer(stack, { name: 'Harakeke Ltd', code: 'HARAKEKE', adminEmail: 'admin@harakeke.example.com' }));
    position = (await post('/department/save', { departmentName: 'Mill' })).body.departmentVo?.id as string;
    for (const departmentName of ['Otago', 'Floor', 'Weaver']) position = (await post('/department/save', { departmentName, parent: position })).body.departmentVo?.id as string;
    payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    for (const [key, firstName] of [['ana', 'Ana'], ['ben', 'Ben'], ['cai', 'Cai']] as const) {
      const id = (await post('/employee/save-without-photo', { firstName, lastName: 'Tui', departmentId: position, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: firstName, clockId: '' })).body.id as string;
      const account = await createAccount(stack, companyId, { firstName, roles: [Role.Employee] });
      await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [account.userId, id]);
      people[key] = { id, token: await signInAs(stack, account.email), name: `${firstName} Tui` };
    }
    const shift = async (labelName: string, startTime: string, endTime: string) =>
      (await post('/standardshifts/newSave', { departmentId: position, startTime, startTimeType: 'Today', endTime, endTimeType: 'Today', labelName, colorCode: '#1677ff', breakTime: 30 })).body.id as string;
    day = await shift('Day', '09:00', '17:00');
    late = await shift('Late', '15:00', '22:00');
    otherAdmin = (await openCustomer(stack, { name: 'Miro Ltd', code: 'MIRO', adminEmail: 'admin@miro.example.com' })).admin;
  }, 120_000);
  afterAll(() => stack?.close());

  it('an offer: to the colleagues it fits; one declines, one accepts; the manager approves and the shift is hers', async () => {
    await rosterShift(people.ana.id, day, '2026-12-09');
    const sectionId = await sectionOf(people.ana.id, '2026-12-09');
    expect((await post('/api/me/shift-trades', { kind: 'offer', date: '2026-12-09', sectionId: 'nope' }, people.ana.token)).body.message).toBe(SHIFT_TRADE_TEXTS.notYours);
    expect((await post('/api/me/shift-trades', { kind: 'offer', date: '2026-12-09', sectionId }, people.ana.token)).body.message).toBe(SHIFT_TRADE_TEXTS.offered(2));
    expect((await post('/api/me/shift-trades', { kind: 'offer', date: '2026-12-09', sectionId }, people.ana.token)).body.message).toBe(SHIFT_TRADE_TEXTS.pending);
    const offer = (await trades(people.ben.token)).forMe[0];
    expect(offer).toMatchObject({ kind: 'offer', status: 'offered', from: { name: 'Ana Tui', date: '2026-12-09', startTime: '09:00', endTime: '17:00', labelName: 'Day' }, needsApproval: true, offered: 2 });
    expect((await post(`/api/me/shift-trades/${offer.id}/decline`, {}, people.cai.token)).body.message).toBe(SHIFT_TRADE_TEXTS.declined);
    expect((await trades(people.cai.token)).forMe).toEqual([]);
    expect((await post(`/api/me/shift-trades/${offer.id}/accept`, {}, people.cai.token)).body.message).toBe(SHIFT_TRADE_TEXTS.notForYou);
    expect((await post(`/api/me/shift-trades/${offer.id}/approve`, {}, people.ben.token)).status).toBe(404);
    expect((await post(`/api/roster/shift-trades/${offer.id}/approve`, {}, people.ben.token)).status).toBe(403);
    expect((await stack.call('GET', '/api/roster/shift-trades', { token: people.ben.token })).status).toBe(403);
    expect((await post(`/api/roster/shift-trades/${offer.id}/approve`, {})).body.message).toBe(SHIFT_TRADE_TEXTS.notAccepted);
    expect((await post(`/api/me/shift-trades/${offer.id}/accept`, {}, people.ben.token)).body.message).toBe(SHIFT_TRADE_TEXTS.accepted);
    expect(await rosterOf('2026-12-09')).toMatchObject({ Ana: ['Day 09:00'], Ben: [] });
    expect((await get<ShiftTrade[]>('/api/roster/shift-trades')).find((t) => t.id === offer.id)).toMatchObject({ status: 'accepted', taker: { name: 'Ben Tui' } });
    // The planner is asked, once; another company's admin is not.
    type Inbox = { items: Array<{ kind: string; title: string; body: string; read: boolean }> };
    const requestsOf = (token: string) => get<Inbox>('/api/messages', token).then((m) => m.items.filter((i) => i.kind === 'roster-request'));
    const asked = await eventually(() => requestsOf(admin), (m) => m.length >= 1);
    expect(asked).toMatchObject([{ title: 'A shift offer waits for your approval', body: "Ben Tui takes Ana Tui's 9 Dec 2026 Day 09:00-17:00: approve or decline it from the roster's Swaps.", read: false }]);
    expect(await requestsOf(otherAdmin)).toEqual([]);
    expect(await requestsOf(people.ben.token)).toEqual([]);
    expect((await post(`/api/roster/shift-trades/${offer.id}/approve`, {}, otherAdmin)).status).toBe(404);
    expect((await post(`/api/roster/shift-trades/${offer.id}/approve`, {})).body.message).toBe(SHIFT_TRADE_TEXTS.approved);
    expect(await rosterOf('2026-12-09')).toMatchObject({ Ana: [], Ben: ['Day 09:00'] });
    expect((await trades(people.ana.token)).mine[0]).toMatchObject({ id: offer.id, status: 'approved' });
    // Each schedule's History says why it changed, and who approved it (issue 33 §6).
    type Entry = { event: string; actor: string; changes: Array<{ field: string; to: unknown }> };
    expect((await get<Entry[]>(`/api/history/employeeSchedule/${people.ben.id}`))[0]).toMatchObject({ event: 'roster-traded', changes: [{ field: 'traded', to: 'Took Wed 9 Dec Day 09:00-17:00 from Ana Tui' }] });
    expect((await get<Entry[]>(`/api/history/employeeSchedule/${people.ana.id}`))[0]).toMatchObject({ event: 'roster-traded', changes: [{ field: 'traded', to: 'Gave Wed 9 Dec Day 09:00-17:00 to Ben Tui' }] });
    // The worker tells each, once: Ben of the offer and that it is done; Ana that it is done.
    const newsOf = (token: string) => get<{ items: Array<{ kind: string; title: string }> }>('/api/messages', token).then((m) => m.items.filter((i) => i.kind === 'shift-trade').map((i) => i.title));
    expect(await eventually(() => newsOf(people.ben.token), (t) => t.length >= 2)).toEqual(['The offer of 9 Dec 2026 Day 09:00-17:00 is done', 'Ana Tui offers a shift']);
    expect(await eventually(() => newsOf(people.ana.token), (t) => t.length >= 1)).toEqual(['The offer of 9 Dec 2026 Day 09:00-17:00 is done']);
    // Decided, it waits for no planner: the question is read, and nothing new is asked.
    expect(await eventually(() => requestsOf(admin), (m) => m.every((i) => i.read))).toHaveLength(1);
    // Each step an event with its actor; the days written as the employees' own schedule events.
    const { rows } = await stack.db.pool.query<{ type: string; actor: string }>(`SELECT type, metadata->'actor'->>'kind' AS actor FROM events WHERE stream_id = $1 ORDER BY stream_position`, [`shift-trade-${offer.id}`]);
    expect(rows.map((r) => r.type)).toEqual(['scheduling.shift-trade-proposed', 'scheduling.shift-trade-declined', 'scheduling.shift-trade-accepted', 'scheduling.shift-trade-approved']);
  });

  it('without approval, of two colleagues accepting an offer at once exactly one has it; two proposals of one shift at once: one is refused', async () => {
    await setting({ shiftTrades: 'auto' });
    await rosterShift(people.ana.id, day, '2026-12-10');
    const sectionId = await sectionOf(people.ana.id, '2026-12-10');
    const proposals = await Promise.all([
      post('/api/me/shift-trades', { kind: 'offer', date: '2026-12-10', sectionId }, people.ana.token),
      post('/api/me/shift-trades', { kind: 'offer', date: '2026-12-10', sectionId }, people.ana.token),
    ]);
    expect(proposals.map((p) => p.body.message).sort()).toEqual([SHIFT_TRADE_TEXTS.offered(2), SHIFT_TRADE_TEXTS.pending].sort());
    const offer = (await trades(people.ben.token)).forMe.find((t) => t.from.date === '2026-12-10') as ShiftTrade;
    const answers = await Promise.all([post(`/api/me/shift-trades/${offer.id}/accept`, {}, people.ben.token), post(`/api/me/shift-trades/${offer.id}/accept`, {}, people.cai.token)]);
    expect(answers.map((a) => a.body.message).sort()).toEqual([SHIFT_TRADE_TEXTS.done, SHIFT_TRADE_TEXTS.alreadyTaken].sort());
    const roster = await rosterOf('2026-12-10');
    expect([roster.Ana, [...roster.Ben, ...roster.Cai]]).toEqual([[], ['Day 09:00']]);
    // Nobody asked the planner: they are told it was done.
    const told = await eventually(
      () => get<{ items: Array<{ kind: string; title: string; read: boolean }> }>('/api/messages').then((m) => m.items.filter((i) => i.kind === 'roster-request' && i.title === 'The roster changed by a shift offer')),
      (m) => m.length >= 1,
    );
    expect(told).toMatchObject([{ read: false }]);
  });

  it('a swap: refused when either would break a rule, else both days change at once; across a closed period it is refused', async () => {
    // Ana's Day on Friday 11 December for Cai's Late on Saturday 12 December; Cai cannot work Fridays.
    await rosterShift(people.ana.id, day, '2026-12-11');
    await rosterShift(people.cai.id, late, '2026-12-12');
    const mine = await sectionOf(people.ana.id, '2026-12-11');
    const theirs = await sectionOf(people.cai.id, '2026-12-12');
    const swap = { kind: 'swap', date: '2026-12-11', sectionId: mine, withEmployeeId: people.cai.id, withDate: '2026-12-12', withSectionId: theirs };
    const free = { kind: 'available' };
    const friday = { availability: { patterns: [{ effectiveFrom: '2026-12-08', days: [free, free, free, free, { kind: 'unavailable' }, free, free] }], dates: [] }, version: 0 };
    expect((await post('/api/me/availability', friday, people.cai.token)).status).toBe(200);
    expect((await post('/api/me/shift-trades', swap, people.ana.token)).body.message).toBe('Cai Tui: Not available at this time on Fri 11 Dec.');
    expect((await post('/api/me/availability', { availability: { patterns: [], dates: [] }, version: 1 }, people.cai.token)).status).toBe(200);
    expect((await post('/api/me/shift-trades', { ...swap, withEmployeeId: people.ana.id }, people.ana.token)).body.message).toBe(SHIFT_TRADE_TEXTS.sameEmployee);
    // Her home lists her colleagues' shifts to come to swap hers for: Cai's Late among them, none of hers.
    const choices = (path: string) => stack.call<SwapChoice[] & { message?: string }>('GET', `/api/me/shift-trades/swap-choices?${path}`, { token: people.ana.token });
    await rosterShift(people.ben.id, day, '2026-12-11');
    const before = (await choices(`date=2026-12-11&sectionId=${mine}`)).body;
    // Ben's Day the same Friday is the same hours: swapping it would change nothing.
    expect(before.filter((c) => c.date === '2026-12-11')).toEqual([]);
    expect(before).toContainEqual({ employeeId: people.cai.id, name: 'Cai Tui', date: '2026-12-12', sectionId: theirs, startTime: '15:00', endTime: '22:00', endsNextDay: false, labelName: 'Late' });
    expect(before.filter((c) => c.employeeId === people.ana.id)).toEqual([]);
    expect((await choices('date=2026-12-11&sectionId=nope')).body.message).toBe(SHIFT_TRADE_TEXTS.notYours);
    expect((await choices(`date=2026-12-11&sectionId=${mine}&employeeId=${people.cai.id}`)).status).toBe(400);
    expect((await post('/api/me/shift-trades', swap, people.ana.token)).body.message).toBe(SHIFT_TRADE_TEXTS.swapProposed('Cai Tui'));
    // Hers is in a trade now: she is told so before she chooses again.
    expect((await choices(`date=2026-12-11&sectionId=${mine}`)).body.message).toBe(SHIFT_TRADE_TEXTS.pending);
    // A shift in an open trade is no one else's choice.
    const benShift = before.find((c) => c.employeeId === people.ben.id) as SwapChoice;
    const forBen = (await stack.call<SwapChoice[]>('GET', `/api/me/shift-trades/swap-choices?date=${benShift.date}&sectionId=${benShift.sectionId}`, { token: people.ben.token })).body;
    expect(forBen.filter((c) => c.date === '2026-12-11' || c.date === '2026-12-12')).toEqual([]);
    const proposed = (await trades(people.cai.token)).forMe[0];
    expect(proposed).toMatchObject({ kind: 'swap', from: { name: 'Ana Tui', date: '2026-12-11' }, to: { name: 'Cai Tui', date: '2026-12-12', labelName: 'Late' } });
    expect((await post(`/api/me/shift-trades/${proposed.id}/accept`, {}, people.ben.token)).body.message).toBe(SHIFT_TRADE_TEXTS.notForYou);
    expect((await post(`/api/me/shift-trades/${proposed.id}/accept`, {}, people.cai.token)).body.message).toBe(SHIFT_TRADE_TEXTS.done);
    expect(await rosterOf('2026-12-11')).toMatchObject({ Ana: [], Cai: ['Day 09:00'] });
    expect(await rosterOf('2026-12-12')).toMatchObject({ Ana: ['Late 15:00'], Cai: [] });

    // This week closed (a pay run done early): a swap out of it is refused in the closed period's words, and nothing changes.
    await rosterShift(people.cai.id, late, '2026-12-03');
    await rosterShift(people.ben.id, day, '2026-12-08');
    const across = { kind: 'swap', date: '2026-12-03', sectionId: await sectionOf(people.cai.id, '2026-12-03'), withEmployeeId: people.ben.id, withDate: '2026-12-08', withSectionId: await sectionOf(people.ben.id, '2026-12-08') };
    expect((await post('/api/me/shift-trades', across, people.cai.token)).body.message).toBe(SHIFT_TRADE_TEXTS.swapProposed('Ben Tui'));
    const period = (await get<{ items: PayrollTransferDto[] }>('/api/payroll-transfers/search?filterDays=30')).items.find((p) => p.fromDate === '2026-11-30' && p.paygroupId === payGroupId);
    expect((await post('/payrolltransfer/close', { ids: [period?.id] })).body.message).toBe('success');
    const closed = (await trades(people.ben.token)).forMe[0];
    const refused = await post(`/api/me/shift-trades/${closed.id}/accept`, {}, people.ben.token);
    expect([refused.status, refused.body.message]).toEqual([400, TIMESHEET_TEXTS.closedPeriod]);
    expect(await rosterOf('2026-12-03')).toMatchObject({ Ben: [], Cai: ['Late 15:00'] });
    expect((await trades(people.ben.token)).forMe[0]).toMatchObject({ id: closed.id, status: 'offered' });
    // Ben declines it: the swap ends, and Cai, who proposed it, is told.
    expect((await post(`/api/me/shift-trades/${closed.id}/decline`, {}, people.ben.token)).body.message).toBe(SHIFT_TRADE_TEXTS.declined);
    const caiNews = () => get<{ items: Array<{ kind: string; title: string }> }>('/api/messages', people.cai.token).then((m) => m.items.filter((i) => i.kind === 'shift-trade').map((i) => i.title));
    expect((await eventually(caiNews, (t) => t.some((x) => x.endsWith('was declined')))).filter((x) => x.endsWith('was declined'))).toEqual(['The swap of 3 Dec 2026 Late 15:00-22:00 and 8 Dec 2026 Day 09:00-17:00 was declined']);
  });

  it('a worker handling every event again (a restart from an old checkpoint) tells nobody twice, and a settled question stays read', async () => {
    type Inbox = { items: Array<{ id: string; kind: string; title: string; read: boolean }> };
    const inboxes = () => Promise.all([admin, people.ana.token, people.ben.token, people.cai.token].map((token) => get<Inbox>('/api/messages', token).then((m) => m.items.map((i) => [i.id, i.kind, i.title, i.read]))));
    const caught = () =>
      stack.db.pool.query<{ done: boolean }>(
        `SELECT c.transaction_id = e.transaction_id AND c.global_position = e.global_position AS done
           FROM processor_checkpoints c, (SELECT transaction_id, global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1) e
          WHERE c.name = 'messages'`,
      );
    await eventually(caught, (r) => r.rows[0]?.done === true);
    const before = await inboxes();
    expect(before.flat().length).toBeGreaterThan(5);
    await stack.db.pool.query(`UPDATE processor_checkpoints SET transaction_id = '0'::xid8, global_position = 0 WHERE name = 'messages'`);
    await eventually(caught, (r) => r.rows[0]?.done === true);
    expect(await inboxes()).toEqual(before);
  });
});
