import { XERO_TEXTS } from '@timekeep/contracts';

/** An employee as Xero Payroll lists them (AU or NZ), with the pay calendar NZ timesheets must name. */
export interface XeroPayrollEmployee {
  id: string;
  firstName: string;
  lastName: string;
  payrollCalendarId: string | null;
}

export interface XeroEarningsRate {
  id: string;
  name: string;
}

export interface OurEmployee {
  id: string;
  firstName: string;
  lastName: string;
  xeroGuid: string | null;
}

export interface OurPayType {
  id: string;
  name: string;
  code: string;
  exportCode: string | null;
  xeroGuid: string | null;
}

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const fullName = (first: string, last: string) => key(`${first} ${last}`);

/**
 * Links our employees to Xero's. One already linked stays linked while Xero still has that
 * employee (a name changed on either side does not undo it); the others are matched by first and
 * last name, compared without case or extra spaces, and only when the name is one person's on both
 * sides: a guess between two people would pay the wrong one. Answers the xeroGuid each employee
 * should now have and the issues, each a sentence.
 */
export function linkXeroEmployees(ours: readonly OurEmployee[], xero: readonly XeroPayrollEmployee[]): { links: Map<string, string | null>; issues: string[] } {
  const xeroIds = new Set(xero.map((e) => e.id));
  const byName = groupBy(xero, (e) => fullName(e.firstName, e.lastName));
  const ourByName = groupBy(ours, (e) => fullName(e.firstName, e.lastName));
  const links = new Map<string, string | null>();
  const notInXero: string[] = [];
  const twiceInXero = new Set<string>();
  const twiceInOurs = new Set<string>();
  for (const employee of ours) {
    if (employee.xeroGuid && xeroIds.has(employee.xeroGuid)) {
      links.set(employee.id, employee.xeroGuid);
      continue;
    }
    const name = fullName(employee.firstName, employee.lastName);
    const display = `${employee.firstName} ${employee.lastName}`.trim();
    const candidates = byName.get(name) ?? [];
    links.set(employee.id, null);
    if (!candidates.length) notInXero.push(display);
    else if (candidates.length > 1) twiceInXero.add(display);
    else if ((ourByName.get(name) ?? []).length > 1) twiceInOurs.add(display);
    else links.set(employee.id, candidates[0].id);
  }
  const issues: string[] = [];
  if (notInXero.length) issues.push(`Employees not in Xero: ${notInXero.sort().join(', ')}`);
  if (twiceInXero.size) issues.push(`Names Xero has more than once (not linked): ${[...twiceInXero].sort().join(', ')}`);
  if (twiceInOurs.size) issues.push(`Names more than one of our employees have (not linked): ${[...twiceInOurs].sort().join(', ')}`);
  return { links, issues };
}

/**
 * Links pay types to Xero earnings rates: a rate whose name is the pay type's export code or name
 * (without case or extra spaces). A pay type whose rate is gone from Xero loses its link, so an
 * export says so instead of sending hours to a rate Xero refuses. Pay types that are not exported
 * are not the caller's to pass.
 */
export function linkEarningsRates(payTypes: readonly OurPayType[], rates: readonly XeroEarningsRate[]): { links: Map<string, string | null>; issues: string[] } {
  const byName = groupBy(rates, (r) => key(r.name));
  const links = new Map<string, string | null>();
  const missing: string[] = [];
  for (const payType of payTypes) {
    const names = [payType.exportCode, payType.name].filter((n): n is string => Boolean(n?.trim())).map(key);
    const rate = names.map((n) => byName.get(n)?.[0]).find(Boolean);
    links.set(payType.id, rate?.id ?? null);
    if (!rate) missing.push(payType.name);
  }
  const issues = missing.length ? [`Pay types with no Xero earnings rate of their name or export code: ${missing.sort().join(', ')}`] : [];
  return { links, issues };
}

/** One day's units of a pay type, as the timesheet computed them. */
export interface DayUnits {
  date: string;
  payTypeId: string;
  units: number;
}

/** The units payroll pays for a pay type in the period: the pay card's Eff Units. */
export interface CardUnits {
  payTypeId: string;
  payTypeName: string;
  effUnits: number;
}

export interface XeroTimesheetLine {
  earningsRateId: string;
  /** One number per day of the period, first day first. */
  units: number[];
}

/**
 * An employee's timesheet for a period: per earnings rate, the units of each day. The days carry
 * the timesheet's units; a pay card total someone set by hand has no days, so its difference from
 * the days' sum lands on the period's last day (Xero takes units per day, and the total is what
 * payroll pays). A pay type with units and no earnings rate is an issue, not a line.
 */
export function xeroTimesheetOf(
  employeeName: string,
  days: readonly string[],
  daily: readonly DayUnits[],
  card: readonly CardUnits[],
  rateOf: ReadonlyMap<string, string | null>,
): { lines: XeroTimesheetLine[]; issues: string[] } {
  const lines = new Map<string, number[]>();
  const issues: string[] = [];
  for (const total of card) {
    if (!total.effUnits) continue;
    const rate = rateOf.get(total.payTypeId);
    if (!rate) {
      issues.push(`${employeeName}: ${total.payTypeName} has no Xero earnings rate`);
      continue;
    }
    const units = lines.get(rate) ?? days.map(() => 0);
    let sum = 0;
    for (const d of daily) {
      const at = days.indexOf(d.date);
      if (d.payTypeId !== total.payTypeId || at < 0) continue;
      units[at] += d.units;
      sum += d.units;
    }
    units[days.length - 1] += total.effUnits - sum;
    lines.set(rate, units);
  }
  return { lines: [...lines].map(([earningsRateId, units]) => ({ earningsRateId, units: units.map(round2) })), issues };
}

/** The sentence of an export: finished, or finished with the issues (document 3 §8). */
export function xeroExportMessage(issues: readonly string[]): string {
  return issues.length ? `${XERO_TEXTS.exportIssues}${issues.join('; ')}` : XERO_TEXTS.exportFinished;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
