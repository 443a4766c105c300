import { EXCEPTION_FLAGS, NEW_PAY_GROUP, PayGroupFields, RoundingRow } from '@timekeep/contracts';
import type { Punch } from './punch-pairing';
import type { ScheduleRule, ScheduleTemplate, WorkSection } from './schedules';
import type { SystemPayTypes } from './pay-types';
import type { TimesheetInput } from './timesheet-types';
import { instantOf } from './zone-time';

/** Shared by the engine's tests and `npm run bench`: a New Zealand employee on a plain Monday-to-Friday week. */
export const ZONE = 'Pacific/Auckland';

const ref = (code: string, name: string) => ({ id: code, name });
export const PAY_TYPES: SystemPayTypes = {
  ordinary: ref('ORD', 'Ordinary Time'),
  overtime: ref('OT15', 'Overtime 1.5'),
  periodOvertime: ref('OT15', 'Overtime 1.5'),
  publicHoliday: ref('PH', 'Public Holiday Worked'),
  publicHolidayNotWorked: ref('PHNW', 'Public Holiday Not Worked'),
  alternativeHoliday: ref('ALT', 'Alternative Holiday'),
  guaranteedTopUp: ref('GTU', 'Guaranteed Hours Top-up'),
  autoLeave: ref('AL', 'Annual Leave'),
};

export const section = (extra: Partial<WorkSection> = {}): WorkSection => ({
  id: 'day',
  startTime: '08:00',
  startTimeType: 'Today',
  endTime: '16:30',
  endTimeType: 'Today',
  breakTime: 30,
  allowOT: true,
  allowEA: false,
  allowLD: false,
  ...extra,
});

/** Monday to Friday with the given sections, weekends off, from Monday 5 January 2026. */
export function weekdays(sections: WorkSection[] = [section()]): ScheduleTemplate {
  const rules: ScheduleRule[] = Array.from({ length: 7 }, (_, i) => ({ num: i + 1, isOffDay: i >= 5, isClosed: false, workSections: i >= 5 ? [] : sections }));
  return { periodType: 'Weekly', periods: 1, days: 7, startDate: '2026-01-05', rules };
}

/** Document 3's new pay group, weekly from Monday 5 January 2026, with a 30 minute break after 5 hours. */
export const PAY_GROUP: PayGroupFields = { ...NEW_PAY_GROUP, startTime: '2026-01-05', breakCalculationType: 'Hours at Work', workTime: 5, breakTime: 0.5, punchPairCompletionTime: 16 };

/** The demo's quarter-hour rounding rule (docs/time-rules.md "Rounding"). */
export const QUARTER_HOUR_ROUNDING: RoundingRow[] = [
  { orderNumber: 1, fromTime: 0, toT: 7, value: 0 },
  { orderNumber: 2, fromTime: 8, toT: 22, value: 15 },
  { orderNumber: 3, fromTime: 23, toT: 37, value: 30 },
  { orderNumber: 4, fromTime: 38, toT: 52, value: 45 },
  { orderNumber: 5, fromTime: 53, toT: 59, value: 60 },
];

export const punchesOn = (date: string, ...times: string[]): Punch[] => times.map((t, i) => ({ id: `${date}#${i}`, local: t.includes('T') ? t : `${date}T${t}` }));

/** The week of Monday 23 November 2026, read long after it ended. */
export function timesheetInput(extra: Partial<Omit<TimesheetInput, 'payGroup'>> & { payGroup?: Partial<PayGroupFields> } = {}): TimesheetInput {
  const { payGroup, ...rest } = extra;
  return {
    employeeId: 'e1',
    from: '2026-11-23',
    to: '2026-11-29',
    now: instantOf('2027-01-01T00:00', ZONE),
    zone: ZONE,
    payGroup: { ...PAY_GROUP, ...payGroup },
    rounding: [],
    schedule: weekdays(),
    holidays: new Map(),
    punches: [],
    leaves: [],
    skills: [],
    payTypes: PAY_TYPES,
    standardHours: 40,
    guaranteedHours: null,
    // Thresholds of 0: every accepted early arrival and late departure is an exception.
    company: { exceptions: Object.fromEntries(EXCEPTION_FLAGS.map((f) => [f, true])) as TimesheetInput['company']['exceptions'], jobRequired: false, exceptionThresholds: { earlyArrival: 0, lateDeparture: 0 } },
    ...rest,
  };
}
