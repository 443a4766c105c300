import type { OtherwiseWorkingDayRule } from './otherwise-working-day';
import { type Compliance, type ConditionSetFields, DEFAULT_COMPLIANCE, type EmploymentType } from '@timekeep/contracts';
import { dayOf, weekdayOf } from './calendar-days';
import type { PayTypeRef } from './pay-types';
import { instantOfWall, wallClockAt } from './zone-time';

/** How an employee is engaged, with effective dates on the employee (docs/time-rules.md "Pay conditions"). */
export type { EmploymentType };

/** A pay type a condition pays under, with its payRateFactor (1.5 for time and a half). */
export interface FactoredPayType extends PayTypeRef {
  factor: number;
}

/**
 * One "when → pay as" row of a condition set. Every part left empty matches anything; the parts
 * given must all hold. Time is split exactly where a part starts or stops holding.
 */
export interface PayCondition {
  id: string;
  name: string;
  /** Weekdays, Monday 0 to Sunday 6 (spec §9). Empty: every day. */
  days: readonly number[];
  /** A window of the day, HH:mm; `to` may be 24:00. Null: the whole day. */
  window: { from: string; to: string } | null;
  /** only: on a public holiday; never: not on one; any: either. */
  publicHoliday: 'any' | 'only' | 'never';
  /** Empty: every employment type. */
  employmentTypes: readonly EmploymentType[];
  /** Minutes of the pay date's ordinary time after which it applies; null: from the first. */
  dailyMinutesOver: number | null;
  /** Minutes of the week's ordinary time after which it applies. */
  weeklyMinutesOver: number | null;
  /** Applies from the day after this many consecutive days worked. */
  consecutiveDaysOver: number | null;
  payType: FactoredPayType;
}

/** A condition's "when" with every part left empty: it holds at any time, for anyone. Rows are made from it. */
export const AT_ANY_TIME: Omit<PayCondition, 'id' | 'name' | 'payType'> = {
  days: [],
  window: null,
  publicHoliday: 'any',
  employmentTypes: [],
  dailyMinutesOver: null,
  weeklyMinutesOver: null,
  consecutiveDaysOver: null,
};

/**
 * How conditions that hold at the same minute combine: highest pays the minute once, under the
 * condition whose pay type has the highest factor (the earlier row on a tie), so a casual's Sunday is
 * one rate; stack pays it as ordinary and adds a line of each condition's pay type, as loadings are
 * paid on top.
 */
export type ConditionCombination = 'highest' | 'stack';

export interface PayConditionSet {
  combine: ConditionCombination;
  conditions: readonly PayCondition[];
}

/** A stretch of ordinary paid time: instants in whole seconds, on whole minutes. */
export interface PaidSpan {
  from: number;
  to: number;
}

export interface ConditionFacts {
  zone: string;
  employmentType: EmploymentType | null;
  /** Public holidays that apply to this employee: date to name. */
  holidays: ReadonlyMap<string, string>;
  /** Ordinary minutes of the pay date and of its week counted before these spans. */
  dayMinutesBefore: number;
  weekMinutesBefore: number;
  /** Which day of an unbroken run of days worked the pay date is: 1 for the first. */
  consecutiveDay: number;
}

/** Minutes paid under a pay type, and the condition that chose it (null: no condition, ordinary time). */
export interface ConditionLine {
  payType: PayTypeRef;
  conditionId: string | null;
  minutes: number;
}

const SECONDS_PER_DAY = 86_400;
const wallSecondsOfTime = (time: string) => Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60;

/** A condition read once for the many pieces it is asked about. */
interface Compiled {
  condition: PayCondition;
  /** Bit per weekday it applies on (all seven when none named). */
  days: number;
  from: number;
  to: number;
}

/** A set read once: its conditions, and the wall seconds of the day at which any could start or stop holding. */
interface CompiledSet {
  conditions: Compiled[];
  edges: number[];
  thresholds: boolean;
}

const compiledSets = new WeakMap<PayConditionSet, CompiledSet>();

function compile(set: PayConditionSet): CompiledSet {
  let compiled = compiledSets.get(set);
  if (!compiled) {
    const conditions = set.conditions.map((c) => ({
      condition: c,
      days: c.days.length ? c.days.reduce((bits, d) => bits | (1 << d), 0) : 0x7f,
      from: c.window ? wallSecondsOfTime(c.window.from) : 0,
      to: c.window ? wallSecondsOfTime(c.window.to) : SECONDS_PER_DAY,
    }));
    const edges = [...new Set(conditions.flatMap((c) => (c.condition.window ? [c.from, c.to] : [])))].filter((e) => e > 0 && e < SECONDS_PER_DAY).sort((a, b) => a - b);
    compiled = { conditions, edges, thresholds: set.conditions.some((c) => c.dailyMinutesOver !== null || c.weeklyMinutesOver !== null) };
    compiledSets.set(set, compiled);
  }
  return compiled;
}

/** Minutes until a threshold a condition counts is crossed, from the running counts; Infinity when none lies ahead. */
function minutesToThreshold(set: PayConditionSet, dayMinutes: number, weekMinutes: number): number {
  let nearest = Infinity;
  for (const c of set.conditions) {
    if (c.dailyMinutesOver !== null && c.dailyMinutesOver > dayMinutes) nearest = Math.min(nearest, c.dailyMinutesOver - dayMinutes);
    if (c.weeklyMinutesOver !== null && c.weeklyMinutesOver > weekMinutes) nearest = Math.min(nearest, c.weeklyMinutesOver - weekMinutes);
  }
  return nearest;
}

/**
 * Ordinary paid time under a condition set (docs/time-rules.md "Pay conditions"): the spans are cut
 * at every local midnight (the part of a Saturday night shift after 00:00 is Sunday's), every edge of
 * a condition's window (in wall time, so across a DST change the true minutes fall each side) and
 * every daily or weekly threshold, and each piece is paid as the set combines the conditions that
 * hold over it. The lines' minutes add up to the spans' minutes exactly (each line of a stack adds
 * its loading on top of those).
 */
export function payUnderConditions(spans: readonly PaidSpan[], facts: ConditionFacts, set: PayConditionSet, ordinary: PayTypeRef): ConditionLine[] {
  const compiled = compile(set);
  const lines: ConditionLine[] = [];
  const add = (payType: PayTypeRef, conditionId: string | null, minutes: number) => {
    const line = lines.find((l) => l.payType.id === payType.id && l.conditionId === conditionId);
    if (line) line.minutes += minutes;
    else lines.push({ payType, conditionId, minutes });
  };
  let dayMinutes = facts.dayMinutesBefore;
  let weekMinutes = facts.weekMinutesBefore;
  const stack = set.combine === 'stack';
  for (const span of spans.length > 1 ? [...spans].sort((a, b) => a.from - b.from) : spans) {
    let at = span.from;
    while (at < span.to) {
      const { date, seconds } = wallClockAt(at, facts.zone);
      const midnight = dayOf(date) * SECONDS_PER_DAY;
      // The next place a condition could change: the next window edge of this date, else the next midnight.
      const edge = compiled.edges.find((e) => e > seconds);
      let cut = Math.min(span.to, instantOfWall(midnight + (edge ?? SECONDS_PER_DAY), facts.zone));
      if (cut <= at) cut = Math.min(span.to, instantOfWall(midnight + SECONDS_PER_DAY, facts.zone));
      if (compiled.thresholds) {
        const threshold = minutesToThreshold(set, dayMinutes, weekMinutes);
        if (threshold !== Infinity) cut = Math.min(cut, at + threshold * 60);
      }
      const minutes = Math.round((cut - at) / 60);
      const weekday = 1 << weekdayOf(dayOf(date));
      const holiday = facts.holidays.has(date);
      let top: PayCondition | null = null;
      let held = false;
      for (const { condition: c, days, from, to } of compiled.conditions) {
        if (!(days & weekday) || seconds < from || seconds >= to) continue;
        if ((c.publicHoliday === 'only' && !holiday) || (c.publicHoliday === 'never' && holiday)) continue;
        if (c.employmentTypes.length && (facts.employmentType === null || !c.employmentTypes.includes(facts.employmentType))) continue;
        if ((c.dailyMinutesOver !== null && dayMinutes < c.dailyMinutesOver) || (c.weeklyMinutesOver !== null && weekMinutes < c.weeklyMinutesOver)) continue;
        if (c.consecutiveDaysOver !== null && facts.consecutiveDay <= c.consecutiveDaysOver) continue;
        held = true;
        if (stack) add(c.payType, c.id, minutes);
        else if (!top || c.payType.factor > top.payType.factor) top = c;
      }
      if (stack || !held) add(ordinary, null, minutes);
      else if (top) add(top.payType, top.id, minutes);
      dayMinutes += minutes;
      weekMinutes += minutes;
      at = cut;
    }
  }
  return lines.filter((l) => l.minutes > 0);
}

/** Her employment type on a date: the latest of her history that started on or before it. */
export function employmentTypeOn(history: ReadonlyArray<{ from: string; type: EmploymentType }>, date: string): EmploymentType | null {
  let type: EmploymentType | null = null;
  for (const t of history) if (t.from <= date) type = t.type;
  return type;
}

/** Minimum engagement: the minutes a finished shift of `paidMinutes` is topped up by to reach the minimum (none without one). */
export function engagementTopUp(paidMinutes: number, minimumMinutes: number | null): number {
  if (minimumMinutes === null || paidMinutes <= 0) return 0;
  return Math.max(0, minimumMinutes - paidMinutes);
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const sameWhen = (a: PayCondition, b: PayCondition) =>
  JSON.stringify([[...a.days].sort(), a.window, a.publicHoliday, [...a.employmentTypes].sort(), a.dailyMinutesOver, a.weeklyMinutesOver, a.consecutiveDaysOver]) ===
  JSON.stringify([[...b.days].sort(), b.window, b.publicHoliday, [...b.employmentTypes].sort(), b.dailyMinutesOver, b.weeklyMinutesOver, b.consecutiveDaysOver]);

/** The limits a condition's parts are held to. */
export const CONDITION_LIMITS = { factor: { min: 0, max: 10 }, dailyMinutes: { min: 0, max: 24 * 60 }, weeklyMinutes: { min: 0, max: 168 * 60 }, consecutiveDays: { min: 1, max: 13 }, engagementMinutes: { min: 0, max: 12 * 60 } } as const;

/**
 * Why a condition set cannot be paid from, in a sentence naming the rows; null when it can. Two rows
 * whose "when" is the same are refused whatever they pay (one of them would never apply, or the two
 * would pay the same minutes twice without saying so).
 */
export function conditionSetProblem(set: PayConditionSet): string | null {
  for (const c of set.conditions) {
    const name = `"${c.name}"`;
    if (!c.name.trim()) return 'Every condition needs a name.';
    if (c.days.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) return `${name}: days are Monday to Sunday.`;
    if (c.window) {
      if (!TIME.test(c.window.from) || !TIME.test(c.window.to) || c.window.from === '24:00') return `${name}: the window's times are HH:mm, 00:00 to 24:00.`;
      if (c.window.to <= c.window.from) return `${name}: the window ends before it starts. A window over midnight is two rows, one each side.`;
    }
    const { factor, dailyMinutes, weeklyMinutes, consecutiveDays } = CONDITION_LIMITS;
    if (!(c.payType.factor >= factor.min && c.payType.factor <= factor.max)) return `${name}: the pay type's factor must be ${factor.min} to ${factor.max}.`;
    if (c.dailyMinutesOver !== null && !(c.dailyMinutesOver >= dailyMinutes.min && c.dailyMinutesOver <= dailyMinutes.max)) return `${name}: the daily threshold is 0 to 24 hours.`;
    if (c.weeklyMinutesOver !== null && !(c.weeklyMinutesOver >= weeklyMinutes.min && c.weeklyMinutesOver <= weeklyMinutes.max)) return `${name}: the weekly threshold is 0 to 168 hours.`;
    if (c.consecutiveDaysOver !== null && !(Number.isInteger(c.consecutiveDaysOver) && c.consecutiveDaysOver >= consecutiveDays.min && c.consecutiveDaysOver <= consecutiveDays.max)) return `${name}: consecutive days are 1 to 13.`;
  }
  for (let i = 0; i < set.conditions.length; i++) {
    for (let j = i + 1; j < set.conditions.length; j++) {
      const [a, b] = [set.conditions[i], set.conditions[j]];
      if (a.name.trim().toLowerCase() === b.name.trim().toLowerCase()) return `Two conditions are named "${a.name}".`;
      if (sameWhen(a, b)) return `"${a.name}" and "${b.name}" apply at the same times: keep one, or tell them apart.`;
    }
  }
  return null;
}

/** A stored set's conditions as the engine pays them: its rows under the company's pay types, and its minimum engagement. */
export interface CompanyConditions {
  set: PayConditionSet;
  minimumEngagement: { minutes: Readonly<Partial<Record<EmploymentType, number>>>; payType: FactoredPayType } | null;
  /** The roster's checks of its people's shifts (compliance.ts). */
  compliance: Compliance;
  /** A public holiday is an otherwise working day by the roster or this look-back (otherwise-working-day.ts); null: by the roster alone. */
  otherwiseWorkingDay: OtherwiseWorkingDayRule | null;
}

/**
 * A stored condition set (libs/contracts ConditionSetFields) with the company's pay types, or the
 * sentence saying why it cannot be paid from: a row under a pay type the company does not have, a
 * row conditionSetProblem refuses, or a minimum engagement outside 0 to 12 hours.
 */
export function companyConditionsOf(fields: ConditionSetFields, payTypes: ReadonlyMap<string, FactoredPayType>): CompanyConditions | string {
  const conditions: PayCondition[] = [];
  for (const { payTypeId, ...row } of fields.conditions) {
    const payType = payTypes.get(payTypeId);
    if (!payType) return `"${row.name}": choose a pay type from the list.`;
    conditions.push({ ...row, payType });
  }
  const set: PayConditionSet = { combine: fields.combine, conditions };
  const problem = conditionSetProblem(set);
  if (problem) return problem;
  const engagement = fields.minimumEngagement;
  const compliance = fields.compliance ?? DEFAULT_COMPLIANCE;
  const otherwiseWorkingDay = fields.otherwiseWorkingDay ?? null;
  if (!engagement) return { set, minimumEngagement: null, compliance, otherwiseWorkingDay };
  const payType = payTypes.get(engagement.payTypeId);
  if (!payType) return 'Minimum engagement: choose a pay type from the list.';
  for (const minutes of Object.values(engagement.minutes)) {
    if (minutes !== undefined && !(Number.isInteger(minutes) && minutes >= 0 && minutes <= CONDITION_LIMITS.engagementMinutes.max)) return 'Minimum engagement is whole minutes, 0 to 12 hours.';
  }
  return { set, minimumEngagement: { minutes: engagement.minutes, payType }, compliance, otherwiseWorkingDay };
}

/**
 * What paid spans cost in minutes at the employee's base rate under a set (the roster's cost, ADR
 * 0074): each line's minutes times its condition's factor, ordinary time at 1, and a short shift's
 * top-up to the minimum engagement at its pay type's factor.
 */
export function costedMinutes(spans: readonly PaidSpan[], facts: ConditionFacts, conditions: CompanyConditions): number {
  const factors = new Map(conditions.set.conditions.map((c) => [c.id, c.payType.factor]));
  const ordinary = { id: '', name: '' };
  let cost = 0;
  let minutes = 0;
  for (const line of payUnderConditions(spans, facts, conditions.set, ordinary)) {
    cost += line.minutes * (line.conditionId === null ? 1 : (factors.get(line.conditionId) ?? 1));
    if (line.conditionId === null || conditions.set.combine === 'highest') minutes += line.minutes;
  }
  const engagement = conditions.minimumEngagement;
  const topUp = engagement && facts.employmentType ? engagementTopUp(minutes, engagement.minutes[facts.employmentType] ?? null) : 0;
  return cost + topUp * (engagement?.payType.factor ?? 1);
}
