import fc from 'fast-check';
import { TimesheetDayDto, TimesheetDto } from '@timekeep/contracts';
import { openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; success?: boolean; id?: string; departmentVo?: { id: string }; punchIds?: string[] };

/** A week long past, so the instant it is read at cannot change it. */
const WEEK = ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09', '2026-10-10', '2026-10-11'];

type Op =
  | { kind: 'add'; day: number; minute: number; dayType: 'Previous' | 'Today' | 'NextDay' }
  | { kind: 'move'; pick: number; minute: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'shift'; day: number; start: number; length: number }
  | { kind: 'unshift'; day: number };

const time = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), day: fc.nat(6), minute: fc.nat(1439), dayType: fc.constantFrom('Today' as const, 'Today' as const, 'Previous' as const, 'NextDay' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat(50), minute: fc.nat(1439) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(50) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('shift' as const), day: fc.nat(6), start: fc.integer({ min: 0, max: 15 }), length: fc.integer({ min: 1, max: 8 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unshift' as const), day: fc.nat(6) }) },
);

/**
 * The property the read model rests on: after any sequence of punch and shift edits, every stored
 * day (read straight from the table, no read repair) is either marked stale or equal to a fresh run
 * of the time engine over the inputs as the event log has them (the as-of view at now); and after a
 * read, none is stale.
 */
describe('the timesheet read model', () => {
  let stack: TestStack;
  let admin: string;
  let north: string;
  let payGroupId: string;
  let templateId: string;
  let hired = 0;

  const post = (path: string, body: Record<string, unknown>) => stack.call<Reply>('POST', path, { token: admin, body });
  const get = async <T>(path: string) => (await stack.call<T>('GET', path, { token: admin })).body;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = (await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'admin@totara.example.com', sumLicense: 100 })).admin;
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 8 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    templateId = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
  });
  afterAll(() => stack.close());

  const stored = async (employeeId: string) =>
    (await stack.db.pool.query<{ date: string; stale: boolean; data: Omit<TimesheetDayDto, 'punches'> }>("SELECT to_char(date, 'YYYY-MM-DD') AS date, stale, data FROM timesheet_day WHERE employee_id = $1 AND date BETWEEN $2 AND $3 ORDER BY date", [employeeId, WEEK[0], WEEK[6]])).rows;

  it('equals a fresh engine run over the current inputs after any sequence of edits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 7 }), async (ops) => {
        hired += 1;
        const employeeId = (await post('/employee/save-without-photo', { firstName: 'Prop', lastName: `Case ${hired}`, departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `PR-${hired}`, clockId: '', scheduleId: templateId })).body.id as string;
        const punches: string[] = [];
        for (const o of ops) {
          if (o.kind === 'add') {
            const r = await post('/api/punches/save', { employeeId, day: WEEK[o.day], punchTime: time(o.minute), dayType: o.dayType });
            expect(['success', 'hasExistPunchRecord']).toContain(r.body.message);
            punches.push(...(r.body.punchIds ?? []));
          } else if (o.kind === 'move' && punches.length) {
            const id = punches[o.pick % punches.length];
            const punch = await get<{ day: string }>(`/api/punches/${id}`);
            expect(['success', 'hasExistPunchRecord']).toContain((await post('/api/punches/save', { id, employeeId, day: punch.day, punchTime: time(o.minute) })).body.message);
          } else if (o.kind === 'delete' && punches.length) {
            const [id] = punches.splice(o.pick % punches.length, 1);
            expect((await post('/timesheet/deleteSinglePunch', { employeeId, punchId: id })).body.message).toBe('success');
          } else if (o.kind === 'shift') {
            const r = await post('/timesheet/saveShiftCard', { employeeId, day: WEEK[o.day], create: true, startTime: time(o.start * 60), endTime: time((o.start + o.length) * 60), breakTime: 0 });
            // A shift overlapping the day's others is refused (timeclash) and changes nothing.
            expect(['success', 'timeclash']).toContain(r.body.message);
            expect(r.body.success).toBe(r.body.message === 'success');
          } else if (o.kind === 'unshift') {
            const t = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${WEEK[0]}&endT=${WEEK[6]}`);
            const shift = t.timeSheets[o.day].workShifts[0];
            if (shift) expect((await post('/timesheet/deleteCustomSchedule', { employeeId, day: WEEK[o.day], schId: shift.id })).body.message).toBe('success');
          }
        }
        const fresh = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${WEEK[0]}&endT=${WEEK[6]}&asOf=${encodeURIComponent(new Date().toISOString())}`);
        // What a reply adds to a stored day when it is read: the punches, the pairs' work codes, the shifts' own schedule (ADR 0065).
        const asStored = ({ punches: _p, ...d }: TimesheetDayDto) => ({
          ...d,
          workShifts: d.workShifts.map(({ customScheduleId: _c, punchPairs, ...s }) => ({ ...s, punchPairs: punchPairs.map(({ inWorkCode: _w, ...p }) => p) })),
          unScheduledPairs: d.unScheduledPairs.map(({ inWorkCode: _w, ...p }) => p),
        });
        const expected = new Map(fresh.timeSheets.map((d) => [d.day, asStored(d)]));
        for (const row of await stored(employeeId)) {
          if (!row.stale) expect(row.data).toEqual(expected.get(row.date));
        }
        // A read recomputes whatever was stale; then every day is stored, fresh and equal.
        await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${WEEK[0]}&endT=${WEEK[6]}`);
        const after = await stored(employeeId);
        expect(after.map((r) => [r.date, r.stale])).toEqual(WEEK.map((d) => [d, false]));
        for (const row of after) expect(row.data).toEqual(expected.get(row.date));
      }),
      { numRuns: 20 },
    );
  });
});
