import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { PayrollTransferDto, Role, TimesheetDto } from '@timekeep/contracts';
import { createWorker } from '@timekeep/server-composition';
import { AutoPunchJob, AutoPunchResult, AutoPunchScheduler } from '@timekeep/server-timekeeping';
import { createAccount, eventually, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/** The product's clock: Wednesday 9 December 2026, 10:00 in Auckland (NZDT, UTC+13). */
const CLOCK_START = '2026-12-08T21:00:00Z';
const WEDNESDAY = '2026-12-09';
const THURSDAY = '2026-12-10';
const FRIDAY = '2026-12-11';
/** Half past midnight in Auckland on the day after each: the day is over, and its sweep enters it. */
const AFTER = { [WEDNESDAY]: new Date('2026-12-09T11:30:00Z'), [THURSDAY]: new Date('2026-12-10T11:30:00Z'), [FRIDAY]: new Date('2026-12-11T11:30:00Z') };

describe('auto punch (schedule template autoPunch / outPunchOnly, company allowAutoPunch): punched by the worker once a day', () => {
  let stack: TestStack;
  let worker: INestApplicationContext;
  let admin: string;
  let root: string;
  let companyId: string;
  let weeklyB: string;
  const people: Record<'ana' | 'ben' | 'cara' | 'dan' | 'eru' | 'fay', string> = { ana: '', ben: '', cara: '', dan: '', eru: '', fay: '' };

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const sweep = (at: Date, on: INestApplicationContext = worker) => on.get(AutoPunchScheduler).sweep(at);
  const punches = async (employeeId: string, day: string) =>
    (
      await stack.db.pool.query<{ punchTime: string; dayType: string; entry: string; source: string }>(
        `SELECT punch_time AS "punchTime", day_type AS "dayType", entry, source FROM punch WHERE employee_id = $1 AND day = $2 ORDER BY local`,
        [employeeId, day],
      )
    ).rows;
  const countPunches = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM punch WHERE company_id = $1', [companyId])).rows[0].n as number;
  const sheet = async (employeeId: string, day: string) => (await stack.call<TimesheetDto>('GET', `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${day}&endT=${day}`, { token: admin })).body;
  /** The day our company's sweep entered, and its run once the worker finished it. */
  async function punchedDay(entered: Awaited<ReturnType<typeof sweep>>, date: string): Promise<{ runId: string | null; result: AutoPunchResult | null }> {
    const day = entered.find((d) => d.companyId === companyId && d.date === date);
    if (!day) throw new Error(`${date} was not entered`);
    if (!day.runId) return { runId: null, result: null };
    const run = await eventually(
      async () => (await stack.db.pool.query<{ status: string; result: AutoPunchResult; error: string | null }>('SELECT status, result, error FROM job_run WHERE id = $1', [day.runId])).rows[0],
      (r) => r.status === 'completed' || r.status === 'failed',
    );
    expect([run.status, run.error]).toEqual(['completed', null]);
    return { runId: day.runId, result: run.result };
  }

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { TIMEKEEP_CLOCK_START: CLOCK_START } });
    worker = stack.worker as INestApplicationContext;
    const opened = await openCustomer(stack, { name: 'Totara Care', code: 'TOTAR', adminEmail: 'admin@totara.example.com', allowAutoPunch: true });
    ({ admin, companyId } = opened);
    root = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Operator'), { firstName: 'Root', roles: [Role.Superadmin] })).email);
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const payGroup = async (name: string) => (await post('/paygroup/save', { name, startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const weeklyA = await payGroup('Weekly A');
    weeklyB = await payGroup('Weekly B');
    // Every day 08:00-16:30 from Wednesday: nothing is scheduled on the days the worker's own sweeps reach.
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((num) => ({ num, workSections: [{ startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 }] }));
    const template = async (name: string, flags: Record<string, boolean>) => {
      const saved = await post('/schedule/save', { name, periodType: 'Weekly', startDate: WEDNESDAY, scheduleType: 'template', scheduleRules: everyDay, ...flags });
      expect(saved.body.message).toBe('success');
      return saved.body.id as string;
    };
    const auto = await template('Auto', { autoPunch: true });
    const outOnly = await template('Out only', { autoPunch: true, outPunchOnly: true });
    const plain = await template('Plain', {});
    let payId = 0;
    const hire = async (firstName: string, scheduleId: string, paygroupId = weeklyA) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Tipene', departmentId: north, paygroupId, hireOnDateValue: '2026-01-05', payId: `P-${++payId}`, clockId: '', scheduleId });
      expect(hired.body.message).toBe('success');
      return hired.body.id as string;
    };
    people.ana = await hire('Ana', auto);
    people.ben = await hire('Ben', outOnly);
    people.cara = await hire('Cara', outOnly);
    people.dan = await hire('Dan', plain);
    people.eru = await hire('Eru', auto);
    people.fay = await hire('Fay', auto, weeklyB);
    // Ben punched in on Wednesday and forgot his out; Eru punched both.
    expect((await post('/api/punches/save', { employeeId: people.ben, day: WEDNESDAY, punchTime: '08:05' })).body.message).toBe('success');
    expect((await post('/timesheet/saveSinglePunch', { employeeId: people.eru, day: WEDNESDAY, inTime: '07:58', outTime: '16:35' })).body.message).toBe('success');
  }, 120_000);
  afterAll(() => stack?.close());

  it('once Wednesday is over, punches the shifts the schedule says, as the system, and the timesheet pairs them', async () => {
    const { result } = await punchedDay(await sweep(AFTER[WEDNESDAY]), WEDNESDAY);
    expect(result).toEqual({ date: WEDNESDAY, employees: 5, punched: 3, punches: 5, refused: 0 });

    // Auto Punch: Ana, who punched nothing, has the scheduled in and out.
    expect(await punches(people.ana, WEDNESDAY)).toEqual([
      { punchTime: '08:00', dayType: 'Today', entry: 'AutoPair', source: 'job' },
      { punchTime: '16:30', dayType: 'Today', entry: 'AutoPair', source: 'job' },
    ]);
    const [day] = (await sheet(people.ana, WEDNESDAY)).timeSheets;
    // Paid as scheduled: 8.5 hours (the pay group deducts no break), no exception.
    expect(day.workShifts[0]).toMatchObject({ hasCompletePunchPairs: true, workHours: 8.5, exceptions: [] });
    expect(day.workShifts[0].punchPairs).toMatchObject([{ ptimeIn: `${WEDNESDAY}T08:00`, ptimeOut: `${WEDNESDAY}T16:30`, inPunchType: 'auto-pair', outPunchType: 'auto-pair' }]);
    // Out Punch Only: Ben's own in, closed at the scheduled end; Cara never came, so nothing.
    expect(await punches(people.ben, WEDNESDAY)).toEqual([
      { punchTime: '08:05', dayType: 'Today', entry: 'Man', source: 'api' },
      { punchTime: '16:30', dayType: 'Today', entry: 'AutoPair', source: 'job' },
    ]);
    expect((await sheet(people.ben, WEDNESDAY)).timeSheets[0].workShifts[0].punchPairs).toMatchObject([{ inPunchType: 'manual', outPunchType: 'auto-pair' }]);
    expect(await punches(people.cara, WEDNESDAY)).toEqual([]);
    // A template without Auto Punch, and a shift punched whole, get nothing.
    expect(await punches(people.dan, WEDNESDAY)).toEqual([]);
    expect((await punches(people.eru, WEDNESDAY)).map((p) => p.entry)).toEqual(['Man', 'Man']);

    // Each punch is an event with its actor (the system), source and time.
    const { rows } = await stack.db.pool.query<{ metadata: { actor: { kind: string; name: string }; source: string; occurredAt: string } }>(
      `SELECT metadata FROM events WHERE stream_id = $1 AND type = 'timekeeping.punch-recorded'`,
      [`timesheet-${people.ana}`],
    );
    expect(rows.map((r) => [r.metadata.actor.kind, r.metadata.actor.name, r.metadata.source, typeof r.metadata.occurredAt])).toEqual([
      ['system', 'Auto punch', 'job', 'string'],
      ['system', 'Auto punch', 'job', 'string'],
    ]);
  });

  it('punches a day once: a second sweep, a second worker, and the run delivered again make nothing more', async () => {
    const before = await countPunches();
    expect((await sweep(AFTER[WEDNESDAY])).filter((d) => d.companyId === companyId)).toEqual([]);
    const second = await createWorker(stack.config);
    try {
      // Two workers sweep Thursday's end at the same moment: one of them enters it.
      const [a, b] = await Promise.all([sweep(AFTER[THURSDAY]), sweep(AFTER[THURSDAY], second)]);
      const ours = [...a, ...b].filter((d) => d.companyId === companyId);
      expect(ours.map((d) => d.date)).toEqual([THURSDAY]);
      await punchedDay(ours, THURSDAY);
      expect(await countPunches()).toBe(before + 2 * 3 /* Ana, Eru and Fay, who punched nothing on Thursday */);
    } finally {
      await second.close();
    }
    // Wednesday's run delivered again (a worker that died mid-run), under its own id and under another: nothing more.
    const after = await countPunches();
    const job = worker.get(AutoPunchJob);
    const deliver = (runId: string) => job.run({ runId, companyId, requestedBy: 'auto-punch', payload: { date: WEDNESDAY }, attempt: 2, resumeFrom: 0, progress: async () => undefined });
    expect(await deliver(randomUUID())).toMatchObject({ punched: 0, punches: 0 });
    expect(await countPunches()).toBe(after);
  });

  it('never punches into a closed pay period', async () => {
    const periods = (await stack.call<{ items: PayrollTransferDto[] }>('GET', '/api/payroll-transfers/search?filterDays=30', { token: admin })).body.items;
    const week = periods.find((p) => p.paygroupId === weeklyB && p.fromDate === '2026-12-07');
    expect((await post('/payrolltransfer/close', { ids: [week?.id], reason: 'Pay run 49' })).body.message).toBe('success');
    const closedBefore = await punches(people.fay, FRIDAY);
    const { result } = await punchedDay(await sweep(AFTER[FRIDAY]), FRIDAY);
    // Ana (Weekly A, open) is punched; Fay (Weekly B, closed) is not.
    expect(result).toMatchObject({ employees: 5, punched: 2 });
    expect((await punches(people.ana, FRIDAY)).map((p) => p.entry)).toEqual(['AutoPair', 'AutoPair']);
    expect(await punches(people.fay, FRIDAY)).toEqual(closedBefore);
    expect(closedBefore).toEqual([]);
  });

  it('an auto-paired out punch cannot be deleted on its own; its in takes it along, and the day is not punched again', async () => {
    const [day] = (await sheet(people.ana, WEDNESDAY)).timeSheets;
    const [pair] = day.workShifts[0].punchPairs;
    const refused = await post('/timesheet/deleteSinglePunch', { employeeId: people.ana, punchId: pair.outPunchId });
    expect([refused.status, refused.body.message]).toEqual([400, 'An auto-paired out punch cannot be deleted on its own: change its time, or delete the in punch of its pair, which deletes both.']);
    expect(await punches(people.ana, WEDNESDAY)).toHaveLength(2);
    // Ben's own in takes the out made for it too.
    const [benPair] = (await sheet(people.ben, WEDNESDAY)).timeSheets[0].workShifts[0].punchPairs;
    expect((await post('/timesheet/deleteSinglePunch', { employeeId: people.ben, punchId: benPair.outPunchId })).status).toBe(400);

    // Ana was off sick: deleting the in takes the whole auto-punched shift back.
    const deleted = await post('/timesheet/deleteSinglePunch', { employeeId: people.ana, punchId: pair.inPunchId, reason: 'Off sick' });
    expect(deleted.body.message).toBe('success');
    expect(await punches(people.ana, WEDNESDAY)).toEqual([]);
    // No later sweep, and no second delivery of Wednesday's run, punches it again.
    const { rows } = await stack.db.pool.query<{ runId: string }>(`SELECT run_id AS "runId" FROM auto_punch_day WHERE company_id = $1 AND date = $2`, [companyId, WEDNESDAY]);
    expect((await sweep(AFTER[FRIDAY])).filter((d) => d.companyId === companyId)).toEqual([]);
    await worker.get(AutoPunchJob).run({ runId: rows[0].runId, companyId, requestedBy: 'auto-punch', payload: { date: WEDNESDAY }, attempt: 2, resumeFrom: 0, progress: async () => undefined });
    expect(await punches(people.ana, WEDNESDAY)).toEqual([]);
  });

  it('punches nothing once the company no longer allows auto punch', async () => {
    const detail = (await stack.call<{ version: number; country: string; region: string | null; sumLicense: number; sumAppLicense: number }>('GET', `/api/customers/${companyId}`, { token: root })).body;
    const off = await stack.call<Reply>('POST', '/customer/settings', { token: root, body: { id: companyId, country: detail.country, region: detail.region, sumLicense: detail.sumLicense, sumAppLicense: detail.sumAppLicense, version: detail.version, allowAutoPunch: false } });
    expect(off.body.message).toBe('success');
    const saturday = '2026-12-12';
    const { runId } = await punchedDay(await sweep(new Date('2026-12-12T11:30:00Z')), saturday);
    expect(runId).toBeNull();
    for (const employeeId of Object.values(people)) expect(await punches(employeeId, saturday)).toEqual([]);
  });
});
