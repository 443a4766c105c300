import { Injectable } from '@nestjs/common';
import type { Compliance, RosterWarning } from '@timekeep/contracts';
import { type CheckedShift, complianceWarnings, costedMinutes, dateOf, dayOf, employmentTypeOn, holidaysFor, rosteredShift, sectionInterval, weekdayOf } from '@timekeep/domain-time-engine';
import { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx } from '@timekeep/server-platform';
import { RosteredPay, type RosteredSection, type RosteredSectionPay } from '@timekeep/server-scheduling';
import { In } from 'typeorm';
import { ApprovedLeaves } from '../ports/approved-leaves.port';
import { CompanyFacts } from './timesheet-inputs';

type Priced = Omit<RosteredSectionPay, 'warnings'>;

/**
 * Scheduling's RosteredPay port: each section priced by the engine with the employee's own pay
 * group, rounding, zone and pay conditions (her employment type on the day), as her timesheet is,
 * and checked by her condition set's compliance rules (ADR 0074). A shift is costed on its own: a
 * condition counting the week's hours or a run of days counts from this shift (the roster does not
 * carry the week's running totals), which the ADR records; the checks read her sections together.
 */
@Injectable()
export class RosteredPayFromEngine extends RosteredPay {
  /**
   * The company's rules, read once per transaction: a roster write checks each employee before and
   * after her change (RosterCells.writeChecked), and nothing in a roster write changes pay rules.
   */
  private readonly factsByTx = new WeakMap<OrmTx, Promise<CompanyFacts>>();

  constructor(private readonly approvedLeaves: ApprovedLeaves) {
    super();
  }

  async of(tx: OrmTx, companyId: string, sections: readonly RosteredSection[]): Promise<RosteredSectionPay[]> {
    if (!sections.length) return [];
    const facts = await this.factsOf(tx, companyId);
    const employees = new Map((await tx.manager.findBy(EmployeeEntity, { companyId, id: In([...new Set(sections.map((s) => s.employeeId))]) })).map((e) => [e.id, e]));
    // A roster repeats itself: most people share a pay group, a rounding rule, a zone and the same
    // few shifts, so each distinct combination is priced once, and each employee's terms read once.
    const termsOf = new Map<string, ReturnType<typeof termsFor>>();
    const priced = new Map<string, Priced>();
    const checked: Array<CheckedShift | null> = [];
    const pays = sections.map(({ employeeId, date, section }) => {
      let terms = termsOf.get(employeeId);
      if (!terms) {
        const employee = employees.get(employeeId);
        if (!employee) throw new Error(`Employee ${employeeId} is not in company ${companyId}.`);
        termsOf.set(employeeId, (terms = termsFor(facts, employee)));
      }
      const { payGroup, rounding, zone, conditions } = terms;
      const type = conditions ? employmentTypeOn(conditions.employmentTypes, date) : null;
      const key = `${terms.key}|${date}|${type ?? ''}|${sectionKey(section)}`;
      let paid = priced.get(key);
      if (!paid) {
        const { workMinutes, deductTime, spans } = rosteredShift(section, date, { zone, payGroup: payGroup.fields, rounding: rounding?.fields.rules ?? [] });
        const dayFacts = { zone, employmentType: type, holidays: facts.holidays, dayMinutesBefore: 0, weekMinutesBefore: 0, consecutiveDay: 1 };
        paid = { workMinutes, deductTime, costMinutes: conditions ? costedMinutes(spans, dayFacts, conditions) : workMinutes };
        priced.set(key, paid);
      }
      // Only those under a condition set are checked.
      if (conditions) {
        const { start, end } = sectionInterval(section, date, zone);
        checked.push({ date, from: start, to: end, workMinutes: paid.workMinutes, breakMinutes: paid.deductTime, employmentType: type, holiday: null, onLeave: false });
      } else checked.push(null);
      return paid;
    });
    const warnings = await this.warnings(tx, companyId, facts, employees, sections, checked);
    return pays.map((paid, i) => ({ ...paid, warnings: warnings[i] }));
  }

  async complianceOf(tx: OrmTx, companyId: string, employeeIds: readonly string[]): Promise<ReadonlyMap<string, Compliance>> {
    if (!employeeIds.length) return new Map();
    const facts = await this.factsOf(tx, companyId);
    const employees = await tx.manager.findBy(EmployeeEntity, { companyId, id: In([...new Set(employeeIds)]) });
    return new Map(employees.flatMap((e) => {
      const conditions = facts.conditionsOf(e);
      return conditions ? [[e.id, conditions.compliance] as const] : [];
    }));
  }

  private factsOf(tx: OrmTx, companyId: string): Promise<CompanyFacts> {
    let facts = this.factsByTx.get(tx);
    if (!facts) this.factsByTx.set(tx, (facts = CompanyFacts.load(tx, companyId)));
    return facts;
  }

  /** Each employee's sections checked together under her set's rules; none for those whose pay group has no set. */
  private async warnings(
    tx: OrmTx,
    companyId: string,
    facts: CompanyFacts,
    employees: ReadonlyMap<string, EmployeeEntity>,
    sections: readonly RosteredSection[],
    checked: ReadonlyArray<CheckedShift | null>,
  ): Promise<RosterWarning[][]> {
    const result: RosterWarning[][] = sections.map(() => []);
    const byEmployee = new Map<string, number[]>();
    for (const [i, s] of sections.entries()) byEmployee.set(s.employeeId, [...(byEmployee.get(s.employeeId) ?? []), i]);
    const leaveChecked = [...byEmployee.keys()].filter((id) => facts.conditionsOf(employees.get(id) as EmployeeEntity)?.compliance.leaveClash.mode !== 'off');
    const leaveDays = leaveChecked.length ? await this.leaveDays(tx, companyId, leaveChecked, sections) : new Set<string>();
    for (const [employeeId, indexes] of byEmployee) {
      const conditions = facts.conditionsOf(employees.get(employeeId) as EmployeeEntity);
      if (!conditions) continue;
      const holidays = holidaysOf(facts, conditions, indexes.map((i) => sections[i].date));
      const shifts = indexes.map((i) => {
        const shift = checked[i] as CheckedShift;
        return { ...shift, holiday: holidays.get(shift.date) ?? null, onLeave: leaveDays.has(`${employeeId}|${shift.date}`) };
      });
      const said = complianceWarnings(shifts, { compliance: conditions.compliance, minimumEngagement: conditions.minimumEngagement?.minutes ?? null });
      indexes.forEach((i, n) => (result[i] = said[n]));
    }
    return result;
  }

  /** `employeeId|date` for each date of approved leave of these employees within the sections' dates. */
  private async leaveDays(tx: OrmTx, companyId: string, employeeIds: string[], sections: readonly RosteredSection[]): Promise<Set<string>> {
    const dates = sections.map((s) => s.date).sort();
    const leaves = await this.approvedLeaves.approvedLeavesOf(tx, companyId, employeeIds, dates[0], dates[dates.length - 1]);
    const days = new Set<string>();
    for (const [employeeId, records] of leaves) {
      for (const record of records) for (let d = dayOf(record.from); d <= dayOf(record.to); d++) days.add(`${employeeId}|${dateOf(d)}`);
    }
    return days;
  }
}

/**
 * Her public holidays as her timesheet will have them: under a set that decides holidays by s 12, a
 * weekend holiday stays on its date when her record makes that weekday a working day or she is
 * rostered on it (among the sections given), and moves to its Monday (or Tuesday) otherwise
 * (Mondayisation, ADR 0074). The roster does not read her punches, so the look-back of worked
 * weekdays that her timesheet also asks when neither says is not asked here.
 */
function holidaysOf(facts: CompanyFacts, conditions: NonNullable<ReturnType<CompanyFacts['conditionsOf']>>, rostered: readonly string[]): ReadonlyMap<string, string> {
  if (!conditions.otherwiseWorkingDay || !facts.holidaySubstitutes.size) return facts.holidays;
  const on = new Set(rostered);
  const calendar = [...facts.holidays].map(([date, name]) => ({ date, name, substitute: facts.holidaySubstitutes.get(date) ?? null }));
  const worksOn = (date: string) => {
    const said = conditions.workingDays?.[weekdayOf(dayOf(date))] ?? 'auto';
    return said === 'auto' ? on.has(date) : said === 'yes';
  };
  return new Map(holidaysFor(calendar, worksOn).map((h) => [h.date, h.name]));
}

/** What prices an employee's shifts besides the shift and its date, read once per employee; `key` tells equal terms apart. */
function termsFor(facts: CompanyFacts, employee: EmployeeEntity) {
  const payGroup = facts.payGroupOf(employee);
  const rounding = facts.roundingOf(employee);
  const zone = facts.zoneOf(employee.departmentId);
  return { payGroup, rounding, zone, conditions: facts.conditionsOf(employee), key: `${payGroup.id}|${rounding?.id ?? ''}|${zone}` };
}

/** A template's sections are the same objects on every day of its cycle: each one's key is made once. */
const sectionKeys = new WeakMap<RosteredSection['section'], string>();

/**
 * What the engine reads of a section to pay it (its times, break rule and flags: schedules.ts,
 * attendance.ts, breaks.ts, shift-pay.ts), as one string: two sections alike in these pay alike.
 */
function sectionKey(s: RosteredSection['section']): string {
  let key = sectionKeys.get(s);
  if (key === undefined) sectionKeys.set(s, (key = keyOf(s)));
  return key;
}

function keyOf(s: RosteredSection['section']): string {
  return [s.startTime, s.startTimeType, s.endTime, s.endTimeType, s.breakTime, s.overrideBreakCalculation, s.breakCalculationType, s.breakTriggerTime, s.breakStartTime, s.lunchWorkingThrough, s.allowEA, s.allowLD, s.allowOT].join('|');
}
