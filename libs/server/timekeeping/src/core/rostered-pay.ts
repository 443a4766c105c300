import { Injectable } from '@nestjs/common';
import { costedMinutes, employmentTypeOn, rosteredShift } from '@timekeep/domain-time-engine';
import { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx } from '@timekeep/server-platform';
import { RosteredPay, type RosteredSection, type RosteredSectionPay } from '@timekeep/server-scheduling';
import { In } from 'typeorm';
import { CompanyFacts } from './timesheet-inputs';

/**
 * Scheduling's RosteredPay port: each section priced by the engine with the employee's own pay
 * group, rounding, zone and pay conditions (her employment type on the day), as her timesheet is.
 * A shift is costed on its own: a condition counting the week's hours or a run of days counts from
 * this shift (the roster does not carry the week's running totals), which the ADR records.
 */
@Injectable()
export class RosteredPayFromEngine extends RosteredPay {
  async of(tx: OrmTx, companyId: string, sections: readonly RosteredSection[]): Promise<RosteredSectionPay[]> {
    if (!sections.length) return [];
    const facts = await CompanyFacts.load(tx, companyId);
    const employees = new Map((await tx.manager.findBy(EmployeeEntity, { companyId, id: In([...new Set(sections.map((s) => s.employeeId))]) })).map((e) => [e.id, e]));
    // A roster repeats itself: most people share a pay group, a rounding rule, a zone and the same
    // few shifts, so each distinct combination is priced once.
    const priced = new Map<string, RosteredSectionPay>();
    return sections.map(({ employeeId, date, section }) => {
      const employee = employees.get(employeeId);
      if (!employee) throw new Error(`Employee ${employeeId} is not in company ${companyId}.`);
      const payGroup = facts.payGroupOf(employee);
      const rounding = facts.roundingOf(employee);
      const zone = facts.zoneOf(employee.departmentId);
      const conditions = facts.conditionsOf(employee);
      const type = conditions ? employmentTypeOn(conditions.employmentTypes, date) : null;
      const key = `${payGroup.id}|${rounding?.id ?? ''}|${zone}|${date}|${type ?? ''}|${sectionKey(section)}`;
      let paid = priced.get(key);
      if (!paid) {
        const { workMinutes, deductTime, spans } = rosteredShift(section, date, { zone, payGroup: payGroup.fields, rounding: rounding?.fields.rules ?? [] });
        const dayFacts = { zone, employmentType: type, holidays: facts.holidays, dayMinutesBefore: 0, weekMinutesBefore: 0, consecutiveDay: 1 };
        paid = { workMinutes, deductTime, costMinutes: conditions ? costedMinutes(spans, dayFacts, conditions) : workMinutes };
        priced.set(key, paid);
      }
      return paid;
    });
  }
}

/**
 * What the engine reads of a section to pay it (its times, break rule and flags: schedules.ts,
 * attendance.ts, breaks.ts, shift-pay.ts), as one string: two sections alike in these pay alike.
 */
function sectionKey(s: RosteredSection['section']): string {
  return [s.startTime, s.startTimeType, s.endTime, s.endTimeType, s.breakTime, s.overrideBreakCalculation, s.breakCalculationType, s.breakTriggerTime, s.breakStartTime, s.lunchWorkingThrough, s.allowEA, s.allowLD, s.allowOT].join('|');
}
