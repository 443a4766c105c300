import type { RosterCheck } from '@timekeep/contracts';
import { allowanceOf } from './allowances';
import { attend, Attendance, AttendanceRules, attendanceRulesOf } from './attendance';
import { payGroupBreaks } from './breaks';
import { dateOf, dayOf, weekdayOf } from './calendar-days';
import { complianceWarnings } from './compliance';
import { ExceptionCode, ExceptionPolicy, reported } from './exceptions';
import { guaranteedTopUp } from './guaranteed-hours';
import { holidayOutcome } from './holidays';
import { autoLeave, LeaveDayFacts, leaveDayHours, leaveMinutes } from './leave';
import { holidaysFor, otherwiseWorkingDay, type OtherwiseWorkingDay, sameWeekdaysBefore } from './otherwise-working-day';
import { OvertimeDay, splitOvertime } from './overtime';
import { breakAnchor, sectionWorkSpans, withoutLatest, withoutMinutes, WorkSpan } from './paid-spans';
import { employmentTypeOn, engagementTopUp, payUnderConditions } from './pay-conditions';
import { PayTally, hoursOf } from './pay-types';
import { pairPunches, PunchPair } from './punch-pairing';
import { ScheduledDay, scheduledDay, scheduledMinutes, SectionInterval, sectionInterval } from './schedules';
import { scheduledShift, ShiftContext, UnscheduledWork, unscheduledWork } from './shift-pay';
import { contextRange, payPeriodKey, thresholdPeriodOf } from './timesheet-context';
import type { DayType, LeaveRecord, LeaveResult, PayConditions, Timesheet, TimesheetDay, TimesheetInput, WorkShiftResult } from './timesheet-types';
import { consecutiveDay } from './work-rest';
import { wallClockAt } from './zone-time';

/** punchPairCompletionTime when the pay group leaves it empty: the longest shift most products assume. */
export const DEFAULT_MAX_SHIFT_HOURS = 16;

const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

/** A day part-way through: what it worked and took, before overtime splits it. */
interface DayDraft {
  date: string;
  scheduled: ScheduledDay;
  holidayName: string | null;
  otherwiseWorkingDay: OtherwiseWorkingDay | null;
  holidayMovedFrom: string | null;
  shifts: WorkShiftResult[];
  unscheduled: UnscheduledWork;
  leaves: LeaveResult[];
  leaveRecord: LeaveResult | null;
  /** Paid work minutes, and of those the ones that are never overtime. */
  worked: number;
  notOvertime: number;
  /** Paid leave, auto leave and holidays not worked, in minutes. */
  paidLeave: number;
  pay: PayTally;
  /** Minutes paid as time (not allowances, not unpaid leave), for guaranteed hours. */
  paidMinutes: number;
  dayType: DayType | null;
  alternativeHolidayEarned: boolean;
  unapprovedOvertime: number;
  unpairedPairs: TimesheetDay['unpairedPairs'];
  /** With pay conditions: the paid work in time, breaks taken out where they fall, and the day's ordinary minutes once overtime is split. */
  spans: WorkSpan[];
  ordinary: number;
  /** What her conditions' checks say of the day worked (complianceExceptions). */
  compliance: ExceptionCode[];
}

/**
 * One employee's timesheet for `from`..`to` (docs/time-rules.md): each day's shifts and pairs,
 * leave, holidays, overtime, allowances and guaranteed hours, and the pay types they are paid
 * under. Pure: the same input gives the same output, and `input.now` is the only clock.
 */
export function computeTimesheet(given: TimesheetInput): Timesheet {
  const input = mondayised(given);
  const payGroup = input.payGroup;
  const context = contextRange(payGroup, input.from, input.to);
  const first = dayOf(context.from);
  const last = dayOf(context.to);
  const today = wallClockAt(input.now, input.zone).date;

  // Schedules one day either side too, so an overnight section can claim its punches.
  const schedule = new Map<string, ScheduledDay>();
  const intervals: SectionInterval[] = [];
  for (let day = first - 1; day <= last + 1; day++) {
    const date = dateOf(day);
    const kind = scheduledDay(input.schedule, date, input.customRules);
    schedule.set(date, kind);
    if (kind.kind === 'working') for (const section of kind.rule.workSections) intervals.push(sectionInterval(section, date, input.zone));
  }

  const pairingRules = {
    zone: input.zone,
    maxShiftHours: payGroup.punchPairCompletionTime ?? DEFAULT_MAX_SHIFT_HOURS,
    payOnFinishDay: payGroup.payOnFinishDay,
    rounding: input.rounding,
    now: input.now,
  };
  const pairing = pairPunches(input.punches, pairingRules, input.closed);
  const attendance = attendAcrossClose(pairing.pairs, intervals, input);
  const sectionsByDate = groupBy(attendance.sections, (s) => s.interval.date);
  const unscheduledByDate = groupBy(attendance.unscheduled, (p) => p.date);
  const ignoredByDate = groupBy(pairing.ignored, (i) => i.punch.local.slice(0, 10));
  const intervalsByDate = groupBy(intervals, (i) => i.date);

  const facts = new Map<string, LeaveDayFacts>();
  for (let day = first; day <= last; day++) {
    const date = dateOf(day);
    facts.set(date, {
      date,
      holiday: input.holidays.has(date),
      scheduled: schedule.get(date)?.kind === 'working',
      scheduledMinutes: (intervalsByDate.get(date) ?? []).reduce((n, i) => n + scheduledMinutes(i), 0),
    });
  }
  const leaveByDate = leaveDays(input, facts, context);

  const drafts: DayDraft[] = [];
  for (let day = first; day <= last; day++) {
    const date = dateOf(day);
    drafts.push(draftDay(input, date, facts.get(date) as LeaveDayFacts, schedule.get(date) as ScheduledDay, sectionsByDate.get(date) ?? [], unscheduledByDate.get(date) ?? [], leaveByDate.get(date) ?? []));
  }
  payOvertime(input, drafts);
  if (input.conditions) {
    payConditions(input, input.conditions, drafts);
    complianceExceptions(input.conditions, drafts);
  }
  topUpGuaranteedHours(input, drafts, today);

  const policy: ExceptionPolicy = { flags: input.company.exceptions, skipException: payGroup.skipException };
  const days = drafts.filter((d) => d.date >= input.from && d.date <= input.to).map((d) => finishDay(input, d, policy, ignoredByDate.get(d.date) ?? []));
  const totals = new PayTally();
  for (const day of days) totals.addAll(day.payTypeTimes);
  return { employeeId: input.employeeId, from: input.from, to: input.to, days, totals: totals.list() };
}

/**
 * Closed days' pairs attend closed days' sections and the others open days' (ADR 0031): a pair the
 * closed run did not pay is never taken by a section it paid.
 */
function attendAcrossClose(pairs: readonly PunchPair[], intervals: readonly SectionInterval[], input: TimesheetInput): Attendance {
  const closed = input.closed?.dates;
  if (!closed?.size) return attend(pairs, intervals, attendanceRules(input));
  const held = attend(pairs.filter((p) => p.closed), intervals.filter((i) => closed.has(i.date)), attendanceRules(input));
  const open = attend(pairs.filter((p) => !p.closed), intervals.filter((i) => !closed.has(i.date)), attendanceRules(input));
  return { sections: [...held.sections, ...open.sections], unscheduled: [...held.unscheduled, ...open.unscheduled] };
}

const attendanceRules = ({ payGroup, company }: TimesheetInput): AttendanceRules => attendanceRulesOf(payGroup, company.exceptionThresholds);

function leaveDays(input: TimesheetInput, facts: ReadonlyMap<string, LeaveDayFacts>, context: { from: string; to: string }): Map<string, Array<{ record: LeaveRecord; minutes: number }>> {
  const byDate = new Map<string, Array<{ record: LeaveRecord; minutes: number }>>();
  for (const record of input.leaves) {
    const from = record.from > context.from ? record.from : context.from;
    const to = record.to < context.to ? record.to : context.to;
    if (from > to) continue;
    const hoursPerDay = leaveDayHours(record.payType.conversion, input.standardHours, input.payGroup.convertUnit);
    const rules = { skipHoliday: record.skip?.holiday ?? input.payGroup.skipHoliday, skipUnscheduleDay: record.skip?.unscheduled ?? input.payGroup.skipUnscheduleDay, hoursPerDay, zone: input.zone };
    for (const { date, minutes } of leaveMinutes(record.length, from, to, facts, rules)) {
      const list = byDate.get(date) ?? [];
      list.push({ record, minutes });
      byDate.set(date, list);
    }
  }
  return byDate;
}

/**
 * Whether a public holiday is an otherwise working day for her, and why, when her conditions decide
 * it by the look-back (Holidays Act 2003 s 12, ADR 0074): what her record says of the weekday where
 * her agreement settles it, else rostered to work it, else punched on enough of the same weekdays
 * before it. Null: the schedule alone decides, as without conditions.
 */
function holidayDecision(input: TimesheetInput, date: string, scheduled: ScheduledDay): OtherwiseWorkingDay | null {
  const rule = input.conditions?.otherwiseWorkingDay;
  if (!rule) return null;
  const punchedOn = (day: string) => input.punchedOn?.has(day) === true || input.punches.some((p) => p.local.startsWith(day));
  const weekday = weekdayOf(dayOf(date));
  return otherwiseWorkingDay({ weekday, override: input.conditions?.workingDays?.[weekday] ?? 'auto', rostered: scheduled.kind === 'working', worked: sameWeekdaysBefore(date, rule.lookBack).map(punchedOn) }, rule);
}

/**
 * Mondayisation (Holidays Act 2003 ss 44-45A, ADR 0074), under conditions that decide holidays by
 * s 12: a weekend holiday stays on its date when that date is an otherwise working day for her, and
 * moves to its substitute weekday otherwise; each person has one of the two, never both.
 */
function mondayised(input: TimesheetInput): TimesheetInput {
  const substitutes = input.substitutes;
  if (!input.conditions?.otherwiseWorkingDay || !substitutes?.size) return input;
  const calendar = [...input.holidays].map(([date, name]) => ({ date, name, substitute: substitutes.get(date) ?? null }));
  const hers = holidaysFor(calendar, (date) => holidayDecision(input, date, scheduledDay(input.schedule, date, input.customRules))?.owd === true);
  return {
    ...input,
    holidays: new Map(hers.map((h) => [h.date, h.name])),
    holidayMovedFrom: new Map(hers.flatMap((h) => (h.movedFrom ? [[h.date, h.movedFrom] as const] : []))),
  };
}

function draftDay(
  input: TimesheetInput,
  date: string,
  fact: LeaveDayFacts,
  scheduled: ScheduledDay,
  sections: ReturnType<typeof attend>['sections'],
  unscheduledPairs: PunchPair[],
  leaveTaken: Array<{ record: LeaveRecord; minutes: number }>,
): DayDraft {
  const { payGroup, payTypes } = input;
  const pay = new PayTally();
  const holidayName = input.holidays.get(date) ?? null;
  const decision = holidayName ? holidayDecision(input, date, scheduled) : null;
  const punched = sections.some((s) => s.pairs.length > 0) || unscheduledPairs.length > 0;
  const dayOver = (intervalsEnd(sections) ?? 0) <= input.now;

  const leaves = leaveTaken.map(({ record, minutes }) => ({ leaveId: record.id, payTypeId: record.payType.id, desc: record.description ?? record.payType.name, minutes, hours: hoursOf(minutes) }));
  let paidLeave = 0;
  for (const { record, minutes } of leaveTaken) {
    pay.add(record.payType, minutes);
    if (record.payType.paidLeave) paidLeave += minutes;
  }
  const autoMinutes = payTypes.autoLeave && !leaveTaken.length && dayOver ? autoLeave(payGroup.autoLeave, fact, punched) : 0;
  if (autoMinutes > 0 && payTypes.autoLeave) {
    pay.add(payTypes.autoLeave, autoMinutes);
    leaves.push({ leaveId: 'auto', payTypeId: payTypes.autoLeave.id, desc: payTypes.autoLeave.name, minutes: autoMinutes, hours: hoursOf(autoMinutes) });
    paidLeave += autoMinutes;
  }

  const context: ShiftContext = {
    zone: input.zone,
    payGroupBreaks: payGroupBreaks(payGroup),
    clocked: { clockOutForBreaks: payGroup.clockOutForBreaks, minimumBreak: payGroup.minimumBreak, breakTimeException: payGroup.breakTimeException },
    absenceCounts: (section) => section.interval.end <= input.now && !holidayName && !leaves.length,
    jobRequired: input.company.jobRequired,
  };
  const shifts = sections.map((s) => scheduledShift(s, context));
  const approvedPairs = input.approvals?.unscheduledPairs;
  const pairsOutside = payGroup.punchPairWitoutSchedule ? unscheduledPairs : [];
  const approvedOnShift = scheduled.kind === 'working' && scheduled.rule.workSections.some((s) => s.apprvUnschWork === true);
  const unscheduled = unscheduledWork(pairsOutside, (p) => payGroup.approvedUnscheduledWork || (p.in !== null && approvedPairs?.has(p.in.id) === true), context, date, approvedOnShift);
  const unpairedPairs = payGroup.punchPairWitoutSchedule ? [] : unscheduledPairs.map((p) => ({ inPunchId: p.in?.id ?? null, outPunchId: p.out?.id ?? null }));
  if (unpairedPairs.length) unscheduled.exceptions.push('UnscheduleWork');

  const worked = shifts.reduce((n, s) => n + s.workMinutes, 0) + unscheduled.paidMinutes;
  const spans = input.conditions ? workSpans(sections, shifts, pairsOutside, unscheduled, context, date) : [];
  if (input.conditions?.minimumEngagement) {
    const { minutes, payType } = input.conditions.minimumEngagement;
    const type = employmentTypeOn(input.conditions.employmentTypes, date);
    const minimum = type ? (minutes[type] ?? null) : null;
    // Each finished shift is an engagement, and the day's unscheduled work one more.
    const engagements = [...shifts.filter((s) => s.hasCompletePunchPairs).map((s) => s.workMinutes), unscheduled.pairs.every((p) => p.ptimeOut !== null) ? unscheduled.paidMinutes : 0];
    for (const paid of engagements) pay.add(payType, engagementTopUp(paid, minimum));
  }
  let notOvertime = shifts.filter((s) => !s.allowOT).reduce((n, s) => n + s.workMinutes, 0);
  let dayType: DayType | null = null;
  let alternativeHolidayEarned = false;
  if (holidayName) {
    const outcome = holidayOutcome(
      { otherwiseWorkingDay: decision ? decision.owd : scheduled.kind === 'working', scheduledMinutes: fact.scheduledMinutes, workedMinutes: worked },
      { calculatePublicHoliday: payGroup.calculatePublicHoliday, bySchedule: payGroup.calculatePublicHolidayLeaveBySchedule, hoursPerDay: payGroup.convertUnit, calculateAlternativeHoliday: payGroup.calculateAlternativeHoliday, phlAbsent: payGroup.phlAbsent },
    );
    dayType = outcome.dayType;
    alternativeHolidayEarned = outcome.alternativeHolidayEarned;
    if (payGroup.calculatePublicHoliday) notOvertime = worked;
    const notWorked = outcome.pay.find((p) => p.payType === 'PHNW');
    if (notWorked && dayOver) {
      pay.add(payTypes.publicHolidayNotWorked, notWorked.minutes);
      paidLeave += notWorked.minutes;
    }
    if (alternativeHolidayEarned) pay.add(payTypes.alternativeHoliday, 1, 'units');
  }
  for (const skill of input.skills) {
    const allowance = allowanceOf(skill, { scheduled: shifts.map((s) => s.workMinutes), unscheduled: unscheduled.paidMinutes });
    pay.add(skill.payType, allowance.amount, allowance.unit);
  }

  const dayLeave = leaves.find((l) => !fact.scheduled || l.minutes >= fact.scheduledMinutes) ?? null;
  return {
    date,
    scheduled,
    holidayName,
    holidayMovedFrom: input.holidayMovedFrom?.get(date) ?? null,
    otherwiseWorkingDay: decision,
    shifts,
    unscheduled,
    leaves: leaves.filter((l) => l !== dayLeave),
    leaveRecord: dayLeave,
    worked,
    notOvertime,
    paidLeave,
    pay,
    paidMinutes: paidLeave,
    dayType,
    alternativeHolidayEarned,
    unapprovedOvertime: 0,
    unpairedPairs,
    spans,
    compliance: [],
    ordinary: worked,
  };
}

/**
 * The day's paid work in time (docs/time-rules.md "Pay conditions"): each section's paid pairs with
 * its deducted break taken out where its rule puts it, then the approved unscheduled pairs with the
 * pay group's. Their minutes are the day's worked minutes exactly.
 */
function workSpans(sections: ReturnType<typeof attend>['sections'], shifts: readonly WorkShiftResult[], outside: readonly PunchPair[], unscheduled: UnscheduledWork, context: ShiftContext, date: string): WorkSpan[] {
  const spans: WorkSpan[] = [];
  sections.forEach((attended, i) => spans.push(...sectionWorkSpans(attended, shifts[i].deductTime, context.payGroupBreaks, context.zone)));
  const approved = new Set(unscheduled.pairs.filter((p) => p.approved && p.workMinutes > 0).map((p) => p.inPunchId));
  const extra = outside.flatMap((p) => (p.in && approved.has(p.in.id) && p.endAt !== null && p.endAt > p.startAt ? [{ from: p.startAt, to: p.endAt, allowOT: true }] : []));
  const deducted = extra.reduce((n, s) => n + Math.round((s.to - s.from) / 60), 0) - unscheduled.paidMinutes;
  spans.push(...withoutMinutes(extra, deducted, breakAnchor(context.payGroupBreaks, extra, date, context.zone)));
  return spans.sort((a, b) => a.from - b.from);
}


/** The roster checks that are exceptions of the time worked, by their codes; the others (hours, engagement, clashes) are the roster's alone. */
const WORKED_CHECKS: Partial<Record<RosterCheck, ExceptionCode>> = { restBetweenShifts: 'ShortRest', consecutiveDays: 'ConsecutiveDays', mealBreaks: 'ShortMealBreak' };

/**
 * Her conditions' checks of the time worked (ADR 0074): the rest before each day's work, the run of
 * days worked and the s 69ZD meal breaks, each an exception of the day while its check is on. A
 * day's work is one period from its first paid minute to its last; the time between not paid is its
 * unpaid break.
 */
function complianceExceptions(conditions: PayConditions, drafts: DayDraft[]): void {
  const worked = [...drafts].filter((d) => d.worked > 0 && d.spans.length > 0).sort((a, b) => a.date.localeCompare(b.date));
  const shifts = worked.map((d) => {
    const from = d.spans[0].from;
    const to = Math.max(...d.spans.map((s) => s.to));
    return { date: d.date, from, to, workMinutes: d.worked, breakMinutes: Math.max(0, Math.round((to - from) / 60) - d.worked), employmentType: null, holiday: null, onLeave: false };
  });
  const off = { mode: 'off' as const };
  const checks = { ...conditions.compliance, weeklyHours: { ...conditions.compliance.weeklyHours, ...off }, minimumEngagement: off, holidayClash: off, leaveClash: off };
  complianceWarnings(shifts, { compliance: checks, minimumEngagement: null }).forEach((warnings, i) => {
    for (const w of warnings) {
      const code = WORKED_CHECKS[w.rule];
      if (code && !worked[i].compliance.includes(code)) worked[i].compliance.push(code);
    }
  });
}

/**
 * Pays each day's ordinary minutes under the pay conditions (ADR 0074): its overtime is the latest of
 * the minutes that may be overtime; what is left is cut and paid as the set says, counting the
 * week's ordinary minutes (Monday to Sunday) and the run of days worked.
 */
function payConditions(input: TimesheetInput, conditions: PayConditions, drafts: DayDraft[]): void {
  const { payGroup, payTypes } = input;
  const worked = new Set(drafts.filter((d) => d.worked > 0).map((d) => d.date));
  let week = '';
  let weekMinutes = 0;
  for (const draft of [...drafts].sort((a, b) => a.date.localeCompare(b.date))) {
    const monday = dateOf(dayOf(draft.date) - weekdayOf(dayOf(draft.date)));
    if (monday !== week) [week, weekMinutes] = [monday, 0];
    if (draft.ordinary <= 0) continue;
    const spans = withoutLatest(draft.spans, draft.worked - draft.ordinary, (s) => s.allowOT);
    const base = draft.holidayName && payGroup.calculatePublicHoliday ? payTypes.publicHoliday : payTypes.ordinary;
    const facts = { zone: input.zone, employmentType: employmentTypeOn(conditions.employmentTypes, draft.date), holidays: input.holidays, dayMinutesBefore: 0, weekMinutesBefore: weekMinutes, consecutiveDay: consecutiveDay(worked, draft.date) };
    for (const line of payUnderConditions(spans, facts, conditions.set, base)) draft.pay.add(line.payType, line.minutes);
    weekMinutes += draft.ordinary;
  }
}

const intervalsEnd = (sections: ReturnType<typeof attend>['sections']): number | null => (sections.length ? Math.max(...sections.map((s) => s.interval.end)) : null);

/**
 * Splits each threshold period's worked minutes into ordinary time and overtime and pays them
 * (docs/time-rules.md "Overtime"). Overtime of a pay group with supervisorMAOT waits for a
 * supervisor's approval of the day and is not paid until then.
 */
function payOvertime(input: TimesheetInput, drafts: DayDraft[]): void {
  const { payGroup, payTypes } = input;
  const type = payGroup.overtimeCalculationType;
  for (const group of groupBy(drafts, (d) => thresholdPeriodOf(payGroup, d.date).key).values()) {
    const periodDays = thresholdPeriodOf(payGroup, group[0].date).days;
    const weekly = payGroup.useStandardHoursAsPeriodOvertimeThreshold ? input.standardHours : payGroup.periodOvertimeThreshold;
    const periodHours = weekly === null ? null : payGroup.useStandardHoursAsPeriodOvertimeThreshold ? (weekly * periodDays) / 7 : weekly;
    const rules = {
      dailyThreshold: type === 'Daily' && payGroup.dailyOvertimeThreshold !== null ? Math.round(payGroup.dailyOvertimeThreshold * 60) : null,
      periodThreshold: (type === 'Weekly' || type === 'Pay Period') && periodHours !== null ? Math.round(periodHours * 60) : null,
      includePaidLeave: payGroup.includePaidLeavesInOvertimeThreshold,
    };
    const days: OvertimeDay[] = group.map((d) => ({ date: d.date, worked: d.worked, notOvertime: d.notOvertime, paidLeave: d.paidLeave }));
    const split = new Map(splitOvertime(days, rules).map((s) => [s.date, s]));
    for (const draft of group) {
      const { ordinary, overtime, period } = split.get(draft.date) ?? { ordinary: draft.worked, overtime: 0, period: 0 };
      // With pay conditions the ordinary minutes are paid once placed in time (payConditions).
      draft.ordinary = ordinary;
      if (!input.conditions) draft.pay.add(draft.holidayName && payGroup.calculatePublicHoliday ? payTypes.publicHoliday : payTypes.ordinary, ordinary);
      draft.paidMinutes += ordinary;
      const approved = !payGroup.supervisorMAOT || input.approvals?.overtimeDates?.has(draft.date) === true;
      if (!approved) {
        draft.unapprovedOvertime = overtime;
        continue;
      }
      draft.pay.add(payTypes.overtime, overtime - period).add(payTypes.periodOvertime, period);
      draft.paidMinutes += overtime;
    }
  }
}

/** Tops each finished pay period up to the employee's guaranteed hours, on its last day (docs/time-rules.md "Guaranteed hours"). */
function topUpGuaranteedHours(input: TimesheetInput, drafts: DayDraft[], today: string): void {
  if (!input.guaranteedHours) return;
  for (const group of groupBy(drafts, (d) => payPeriodKey(input.payGroup, d.date).key).values()) {
    const period = payPeriodKey(input.payGroup, group[0].date);
    const lastDay = group.find((d) => d.date === period.end);
    if (!lastDay || period.end >= today) continue;
    const paid = group.reduce((n, d) => n + d.paidMinutes, 0);
    lastDay.pay.add(input.payTypes.guaranteedTopUp, guaranteedTopUp(input.guaranteedHours, period.days, paid));
  }
}

function finishDay(input: TimesheetInput, draft: DayDraft, policy: ExceptionPolicy, ignored: Array<{ punch: { id: string }; duplicateOf: string }>): TimesheetDay {
  const keep = (code: ExceptionCode | null) => (code && reported(code, policy) ? code : null);
  const shifts = draft.shifts.map((s) => ({
    ...s,
    exceptions: s.exceptions.filter((e) => reported(e, policy)),
    punchPairs: s.punchPairs.map((p) => ({ ...p, inException: keep(p.inException), outException: keep(p.outException) })),
  }));
  const raised: ExceptionCode[] = [...shifts.flatMap((s) => s.exceptions), ...draft.unscheduled.exceptions, ...draft.compliance];
  if (draft.unapprovedOvertime > 0) raised.push('UnprovedOvertime');
  const exceptions = [...new Set(raised.filter((e) => reported(e, policy)))];
  const workedAnything = draft.worked > 0 || shifts.some((s) => s.punchPairs.length > 0) || draft.unscheduled.pairs.length > 0;
  return {
    day: draft.date,
    type: draft.dayType ?? dayTypeOf(draft, workedAnything),
    employeeId: input.employeeId,
    holidayName: draft.holidayName,
    ...(draft.otherwiseWorkingDay ? { otherwiseWorkingDay: draft.otherwiseWorkingDay } : {}),
    ...(draft.holidayMovedFrom ? { holidayMovedFrom: draft.holidayMovedFrom } : {}),
    workShifts: shifts,
    unScheduledPairs: draft.unscheduled.pairs.map((p) => ({ ...p, inException: keep(p.inException), outException: keep(p.outException) })),
    leaveRecord: draft.leaveRecord,
    hourLeaves: draft.leaves,
    payTypeTimes: draft.pay.list(),
    unapprovedOvertimeMinutes: draft.unapprovedOvertime,
    unapprovedUnscheduledMinutes: draft.unscheduled.unapprovedMinutes,
    alternativeHolidayEarned: draft.alternativeHolidayEarned,
    exceptions,
    ignoredPunches: ignored.map((i) => ({ punchId: i.punch.id, duplicateOf: i.duplicateOf })),
    unpairedPairs: draft.unpairedPairs,
  };
}

/** Document 2 §4 day status, for a day that is not a holiday. */
function dayTypeOf(draft: DayDraft, workedAnything: boolean): DayType {
  if (workedAnything) return 'Working';
  if (draft.leaveRecord || draft.leaves.length) return 'Leave';
  if (draft.scheduled.kind === 'working') return draft.shifts.some((s) => s.exceptions.includes('Absent')) ? 'Absent' : 'Working';
  if (draft.scheduled.kind === 'off' || draft.scheduled.kind === 'closed') return 'OffDay';
  return 'NoData';
}
