import type { EmployeeScheduleDay, WorkSectionDto } from '@timekeep/contracts';
import { LATER_SECTION_FIELDS } from '@timekeep/contracts';
import { nextScheduledShift, upcomingShifts } from './next-shift';

const section = (startTime: string, endTime: string, extra: Partial<WorkSectionDto> = {}): WorkSectionDto => ({
  id: `${startTime}-${endTime}`,
  startTime,
  startTimeType: 'Today',
  endTime,
  endTimeType: 'Today',
  breakTime: 0,
  overrideBreakCalculation: false,
  breakCalculationType: null,
  breakTriggerTime: null,
  breakStartTime: null,
  allowOT: true,
  allowEA: false,
  allowLD: false,
  lunchWorkingThrough: false,
  ...LATER_SECTION_FIELDS,
  ...extra,
});
const day = (title: string, workSections: WorkSectionDto[], flags: Partial<EmployeeScheduleDay> = {}): EmployeeScheduleDay => ({ title, isOffDay: false, isClosed: false, workSections, custom: false, ...flags });

describe('nextScheduledShift', () => {
  it('is the shift under way until it ends, then the next one', () => {
    const days = [day('2026-03-02', [section('09:00', '17:00')]), day('2026-03-03', [section('09:00', '17:00')])];
    expect(nextScheduledShift(days, '2026-03-02T08:00')).toEqual({ start: '2026-03-02T09:00', end: '2026-03-02T17:00', positionId: null });
    expect(nextScheduledShift(days, '2026-03-02T12:00')).toEqual({ start: '2026-03-02T09:00', end: '2026-03-02T17:00', positionId: null });
    expect(nextScheduledShift(days, '2026-03-02T17:00')).toEqual({ start: '2026-03-03T09:00', end: '2026-03-03T17:00', positionId: null });
  });

  it('skips off and closed days and ends an overnight shift on the next day', () => {
    const days = [
      day('2026-03-02', [section('22:00', '06:00', { endTimeType: 'NextDay' })]),
      day('2026-03-03', [section('09:00', '17:00')], { isOffDay: true }),
      day('2026-03-04', [section('09:00', '17:00')], { isClosed: true }),
      day('2026-03-05', [section('13:00', '18:00'), section('07:00', '11:00')]),
    ];
    expect(nextScheduledShift(days, '2026-03-03T05:00')).toEqual({ start: '2026-03-02T22:00', end: '2026-03-03T06:00', positionId: null });
    expect(nextScheduledShift(days, '2026-03-03T06:30')).toEqual({ start: '2026-03-05T07:00', end: '2026-03-05T11:00', positionId: null });
  });

  it('is none when nothing is scheduled ahead', () => {
    expect(nextScheduledShift([day('2026-03-02', [])], '2026-03-02T08:00')).toBeNull();
  });
});

describe('upcomingShifts', () => {
  it("lists the shifts not yet ended, earliest first, at most the limit, each with its day, section and position", () => {
    const days = [
      day('2026-03-02', [section('13:00', '18:00', { departmentId: 'picker' }), section('07:00', '11:00')]),
      day('2026-03-03', [section('09:00', '17:00')], { isOffDay: true }),
      day('2026-03-04', [section('22:00', '06:00', { endTimeType: 'NextDay', departmentId: 'driver' })]),
      day('2026-03-05', [section('09:00', '17:00')]),
    ];
    expect(upcomingShifts(days, '2026-03-02T12:00', 2)).toEqual([
      { date: '2026-03-02', sectionId: '13:00-18:00', start: '2026-03-02T13:00', end: '2026-03-02T18:00', positionId: 'picker' },
      { date: '2026-03-04', sectionId: '22:00-06:00', start: '2026-03-04T22:00', end: '2026-03-05T06:00', positionId: 'driver' },
    ]);
    expect(upcomingShifts(days, '2026-03-02T06:00', 9).map((s) => s.start)).toEqual(['2026-03-02T07:00', '2026-03-02T13:00', '2026-03-04T22:00', '2026-03-05T09:00']);
    expect(upcomingShifts(days, '2026-03-05T17:00', 9)).toEqual([]);
  });
});
