import type { StoredPunchPair, StoredTimesheetDay, StoredWorkShift } from './timesheet-day.entity';
import { exceptionId, occurrencesOf } from './exception-rows';

const EMPLOYEE = '6f1c1e7a-3b7a-4a55-9d0e-0c7b3f1a2b3c';

const pair = (id: string, rawIn: string | null, rawOut: string | null, inException: string | null = null, outException: string | null = null): StoredPunchPair => ({
  id,
  inPunchId: rawIn ? id : null,
  outPunchId: rawOut ? `${id}-out` : null,
  ptimeIn: rawIn,
  ptimeOut: rawOut,
  rawIn,
  rawOut,
  inPunchType: 'manual',
  outPunchType: 'manual',
  inException,
  outException,
  inNote: null,
  outNote: null,
  worktime: 0,
  approved: false,
  siteId: null,
  positionId: null,
  jobId: null,
  taskId: null,
});

const shift = (id: string, pairs: StoredPunchPair[], exceptions: string[]): StoredWorkShift =>
  ({ id, schId: id, startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', punchPairs: pairs, exceptions }) as unknown as StoredWorkShift;

const day = (over: Partial<StoredTimesheetDay>): StoredTimesheetDay =>
  ({ day: '2026-11-23', type: 'Working', employeeId: EMPLOYEE, workShifts: [], unScheduledPairs: [], exceptions: [], startTime: '08:00', startTimeType: 'Today', endTime: '16:30', endTimeType: 'Today', ...over }) as StoredTimesheetDay;

describe('exception ids', () => {
  it('are the same for the same employee, date, type and place, and differ when any of them differs', () => {
    const id = exceptionId(EMPLOYEE, '2026-11-23', 'LateArrival', 'shift:a|pair:p|in');
    expect(id).toBe(exceptionId(EMPLOYEE, '2026-11-23', 'LateArrival', 'shift:a|pair:p|in'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const others = [
      exceptionId('0d3f5a2e-1111-4a55-9d0e-0c7b3f1a2b3c', '2026-11-23', 'LateArrival', 'shift:a|pair:p|in'),
      exceptionId(EMPLOYEE, '2026-11-24', 'LateArrival', 'shift:a|pair:p|in'),
      exceptionId(EMPLOYEE, '2026-11-23', 'EarlyArrival', 'shift:a|pair:p|in'),
      exceptionId(EMPLOYEE, '2026-11-23', 'LateArrival', 'shift:b|pair:p|in'),
    ];
    expect(new Set([id, ...others]).size).toBe(5);
  });

  it('do not move when a recalculation changes the times: the occurrence keeps its id', () => {
    const late = (rawIn: string) => occurrencesOf(EMPLOYEE, day({ workShifts: [shift('s1', [pair('p1', rawIn, '2026-11-23T16:30', 'LateArrival')], ['LateArrival'])], exceptions: ['LateArrival'] }));
    const [a] = late('2026-11-23T09:00');
    const [b] = late('2026-11-23T09:10');
    expect(a.id).toBe(b.id);
    expect([a.actualIn, b.actualIn]).toEqual(['2026-11-23T09:00', '2026-11-23T09:10']);
  });
});

describe('the occurrences of a day', () => {
  it("names a pair's in and out exceptions on their side, a shift's own once, and the day's leftovers", () => {
    const found = occurrencesOf(
      EMPLOYEE,
      day({
        workShifts: [
          shift('s1', [pair('p1', '2026-11-23T09:00', '2026-11-23T12:00', 'LateArrival'), pair('p2', '2026-11-23T13:30', '2026-11-23T15:00', null, 'EarlyDeparture')], ['LateArrival', 'EarlyDeparture', 'LongBreak']),
        ],
        unScheduledPairs: [pair('u1', '2026-11-23T18:00', null, null, 'MissingPunch')],
        exceptions: ['LateArrival', 'EarlyDeparture', 'LongBreak', 'UnscheduleWork', 'MissingPunch', 'UnprovedOvertime'],
      }),
    );
    const by = (type: string) => found.filter((o) => o.type === type);
    expect(by('LateArrival')).toEqual([expect.objectContaining({ shiftId: 's1', pairId: 'p1', actualInException: true, scheduleIn: '2026-11-23T08:00', actualIn: '2026-11-23T09:00' })]);
    expect(by('EarlyDeparture')).toEqual([expect.objectContaining({ shiftId: 's1', pairId: 'p2', actualInException: false, actualOut: '2026-11-23T15:00' })]);
    expect(by('LongBreak')).toEqual([expect.objectContaining({ shiftId: 's1', pairId: null, actualIn: '2026-11-23T09:00', actualOut: '2026-11-23T15:00' })]);
    expect(by('UnscheduleWork')).toEqual([expect.objectContaining({ shiftId: null, pairId: 'u1', scheduleIn: null })]);
    expect(by('MissingPunch')).toEqual([expect.objectContaining({ pairId: 'u1', actualOut: null })]);
    expect(by('UnprovedOvertime')).toEqual([expect.objectContaining({ shiftId: null, pairId: null })]);
    expect(new Set(found.map((o) => o.id)).size).toBe(found.length);
  });

  it('gives an Absent shift a row of its own and a day without exceptions none', () => {
    expect(occurrencesOf(EMPLOYEE, day({ workShifts: [shift('s1', [], ['Absent'])], exceptions: ['Absent'] }))).toEqual([
      expect.objectContaining({ type: 'Absent', shiftId: 's1', actualIn: null, scheduleOut: '2026-11-23T16:30' }),
    ]);
    expect(occurrencesOf(EMPLOYEE, day({ workShifts: [shift('s1', [pair('p1', '2026-11-23T08:00', '2026-11-23T16:30')], [])] }))).toEqual([]);
  });
});
