import type { PunchDayType } from '@timekeep/contracts';
import {
  computeTimesheet,
  dateOf,
  dayOf,
  DEFAULT_MAX_SHIFT_HOURS,
  DUPLICATE_SECONDS,
  instantOf,
  type PairResult,
  type Punch,
  scheduledDay,
  sectionInterval,
  type TimesheetDay,
  type TimesheetInput,
  type WorkSection,
} from '@timekeep/domain-time-engine';
import type { PunchFacts, PunchTime } from './punches';

/**
 * What a schedule template's switches make of an employee's scheduled shifts (document 1 §3
 * "Schedule template", ADR 0060):
 * - `inAndOut` (autoPunch): the schedule punches for an employee who does not clock: a shift
 *   they did not punch gets its scheduled in and out, and a punch they forgot is made at the
 *   scheduled time (an out left open, an in before a lone out);
 * - `outOnly` (autoPunch with outPunchOnly): the employee punches in; an in left open gets its
 *   out at the scheduled end. A shift they never came to stays absent.
 */
export type AutoPunchMode = 'inAndOut' | 'outOnly';

/** Nothing unless the company allows auto punch and the employee's template asks for it; outPunchOnly narrows it to the out. */
export function autoPunchModeOf(allowAutoPunch: boolean, template: { autoPunch?: boolean; outPunchOnly?: boolean } | null): AutoPunchMode | null {
  if (!allowAutoPunch || !template?.autoPunch) return null;
  return template.outPunchOnly ? 'outOnly' : 'inAndOut';
}

export interface AutoPunchFacts {
  mode: AutoPunchMode;
  /**
   * The employee's timesheet input, as the timesheet is computed from it: the schedule and the
   * employee's own days, punches, approved leave, holidays, and the days closed pay periods froze
   * (`closed`). Its punches must cover the pay periods of `endingOn` and the day before.
   */
  input: TimesheetInput;
  /** The calendar date whose shifts are punched: those whose scheduled out falls on it (so each shift is punched by one day's run). */
  endingOn: string;
  hireOn: string;
  /** The last day worked, when the employee is terminated. */
  terminateOn: string | null;
  /** What the employee's punches were punched to (the timesheet stream's): an out made for their in is punched to the same. */
  recorded: ReadonlyMap<string, PunchFacts>;
}

/** A punch the schedule makes: on the shift's pay date, entry AutoPair. */
export interface AutoPunch extends PunchTime, PunchFacts {
  id: string;
  side: 'in' | 'out';
  /** The scheduled section it punches. */
  sectionId: string;
}

interface Plan {
  key: string;
  date: string;
  sectionId: string;
  punches: Array<AutoPunch & { at: number; local: string }>;
  /** The pair the section must hold once these punches are in: the employee's own punch ids, or the plan's. */
  expected: { inPunchId: string; outPunchId: string };
}

/**
 * The punches the schedule makes for one employee's shifts ending on `endingOn`. Never on a day
 * before the hire date or after the termination, on a public holiday, on a day with approved
 * leave, on a day (pay date or wall date) a closed pay period froze, nor at a minute the employee
 * already punched.
 *
 * The timesheet decides which of the employee's punches a shift holds (pairing and attendance),
 * so the decision reads the shifts as the timesheet computes them, and keeps a shift's punches
 * only when, computed again with them, the shift holds exactly the pair they were made for: an
 * auto punch completes or adds a pair, and never re-pairs the employee's own punches. A shift
 * whose punches would not (a stray punch of the employee's in the way, an in a closed day left
 * open) is left to a person. So a second decision over the same facts with these punches made
 * finds every shift it punched whole, and makes nothing more.
 */
export function decideAutoPunches(facts: AutoPunchFacts, newId: () => string): AutoPunch[] {
  const { input, endingOn } = facts;
  const payDates = [dateOf(dayOf(endingOn) - 1), endingOn];
  // The shifts are read as they stand once the day is over: an in whose longest shift ran out is a
  // missing out, not one still at work.
  const maxShiftHours = input.payGroup.punchPairCompletionTime ?? DEFAULT_MAX_SHIFT_HOURS;
  const settled = instantOf(`${dateOf(dayOf(endingOn) + 1)}T00:00`, input.zone) + maxShiftHours * 3600 + 60;
  const base: TimesheetInput = { ...input, from: payDates[0], to: endingOn, now: Math.max(input.now, settled) };
  const before = computeTimesheet(base);
  const refused = new Set<string>();
  for (;;) {
    const plans = planned(facts, before.days, payDates, refused, newId);
    if (!plans.length) return [];
    const after = computeTimesheet({ ...base, punches: [...input.punches, ...plans.flatMap((p) => p.punches.map(toEnginePunch))] });
    const failing = plans.filter((plan) => !holdsExpectedPair(after.days, plan));
    if (!failing.length) return plans.flatMap((p) => p.punches.map(({ at: _a, local: _l, ...punch }) => punch));
    for (const plan of failing) refused.add(plan.key);
  }
}

/** Each shift's punches, shift by shift in time order, none at a minute already punched (or punched by an earlier shift's plan). */
function planned(facts: AutoPunchFacts, days: readonly TimesheetDay[], payDates: readonly string[], refused: ReadonlySet<string>, newId: () => string): Plan[] {
  const { input, endingOn, mode } = facts;
  const closed = input.closed?.dates ?? new Set<string>();
  const taken = input.punches.map((p) => instantOf(p.local, input.zone));
  const plans: Plan[] = [];
  for (const date of payDates) {
    if (date < facts.hireOn || (facts.terminateOn !== null && date > facts.terminateOn) || closed.has(date) || input.holidays.has(date)) continue;
    const day = days.find((d) => d.day === date);
    if (!day || hasLeave(day)) continue;
    const scheduled = scheduledDay(input.schedule, date, input.customRules);
    if (scheduled.kind !== 'working') continue;
    const sections = scheduled.rule.workSections.map((section) => ({ section, interval: sectionInterval(section, date, input.zone) })).sort((a, b) => a.interval.start - b.interval.start);
    for (const { section, interval } of sections) {
      const key = `${date}|${section.id}`;
      const inDate = dateOf(dayOf(date) - (section.startTimeType === 'Previous' ? 1 : 0));
      const outDate = dateOf(dayOf(date) + (section.endTimeType === 'NextDay' ? 1 : 0));
      if (outDate !== endingOn || refused.has(key) || closed.has(inDate) || closed.has(outDate)) continue;
      const shift = day.workShifts.find((s) => s.id === section.id);
      if (!shift) continue;
      const plan = planOf(mode, section, date, interval, shift.punchPairs, facts, newId);
      if (!plan) continue;
      if (plan.punches.some((p) => taken.some((t) => Math.abs(t - p.at) < DUPLICATE_SECONDS))) continue;
      taken.push(...plan.punches.map((p) => p.at));
      plans.push({ ...plan, key });
    }
  }
  return plans;
}

/** Approved leave on the day (not the pay group's auto leave, which only pays an absence). */
const hasLeave = (day: TimesheetDay) => [day.leaveRecord, ...day.hourLeaves].some((l) => l !== null && l.leaveId !== 'auto');

function planOf(mode: AutoPunchMode, section: WorkSection, date: string, interval: { start: number; end: number }, pairs: readonly PairResult[], { input, recorded }: AutoPunchFacts, newId: () => string): Omit<Plan, 'key'> | null {
  const atOf = (id: string) => {
    const punch = input.punches.find((p) => p.id === id);
    return punch ? instantOf(punch.local, input.zone) : null;
  };
  const last = pairs.at(-1);
  const make = (side: 'in' | 'out') => autoPunchOf(side, section, date, input.zone, newId());
  if (mode === 'inAndOut' && !pairs.length) {
    const [inPunch, outPunch] = [make('in'), make('out')];
    return { date, sectionId: section.id, punches: [inPunch, outPunch], expected: { inPunchId: inPunch.id, outPunchId: outPunch.id } };
  }
  // The in was forgotten: the shift holds only the punch near its end.
  if (mode === 'inAndOut' && pairs.length === 1 && last && last.inPunchId === null && last.outPunchId !== null && (atOf(last.outPunchId) ?? -Infinity) > interval.start) {
    const inPunch = make('in');
    return { date, sectionId: section.id, punches: [inPunch], expected: { inPunchId: inPunch.id, outPunchId: last.outPunchId } };
  }
  // The out was forgotten: the shift's last pair is open, and began before the scheduled end.
  if (last && last.inPunchId !== null && last.outPunchId === null && (atOf(last.inPunchId) ?? Infinity) < interval.end) {
    const own = recorded.get(last.inPunchId);
    const outPunch = { ...make('out'), ...(own ? { workPlaceId: own.workPlaceId, positionId: own.positionId, jobId: own.jobId, taskId: own.taskId } : {}) };
    return { date, sectionId: section.id, punches: [outPunch], expected: { inPunchId: last.inPunchId, outPunchId: outPunch.id } };
  }
  return null;
}

function autoPunchOf(side: 'in' | 'out', section: WorkSection, date: string, zone: string, id: string): AutoPunch & { at: number; local: string } {
  const dayType: PunchDayType = side === 'in' ? (section.startTimeType === 'Previous' ? 'Previous' : 'Today') : section.endTimeType === 'NextDay' ? 'NextDay' : 'Today';
  const punchTime = side === 'in' ? section.startTime : section.endTime;
  const wallDate = dateOf(dayOf(date) + (dayType === 'Previous' ? -1 : dayType === 'NextDay' ? 1 : 0));
  const local = `${wallDate}T${punchTime}`;
  return {
    id,
    side,
    sectionId: section.id,
    day: date,
    punchTime,
    dayType,
    reason: null,
    // Punched to what the shift was scheduled as: the position, the job and its task.
    workPlaceId: null,
    positionId: section.departmentId ?? null,
    jobId: section.jobId ?? null,
    taskId: section.taskId ?? null,
    at: instantOf(local, zone),
    local,
  };
}

const toEnginePunch = (p: { id: string; local: string; jobId: string | null }): Punch => ({ id: p.id, local: p.local, jobId: p.jobId });

function holdsExpectedPair(days: readonly TimesheetDay[], plan: Plan): boolean {
  const shift = days.find((d) => d.day === plan.date)?.workShifts.find((s) => s.id === plan.sectionId);
  return !!shift?.punchPairs.some((p) => p.inPunchId === plan.expected.inPunchId && p.outPunchId === plan.expected.outPunchId);
}
