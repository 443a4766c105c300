import { Injectable } from '@nestjs/common';
import { rosteredShift } from '@timekeep/domain-time-engine';
import { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx } from '@timekeep/server-platform';
import { RosteredPay, type RosteredSection } from '@timekeep/server-scheduling';
import { In } from 'typeorm';
import { CompanyFacts } from './timesheet-inputs';

/** Scheduling's RosteredPay port: each section priced by the engine with the employee's own pay group, rounding and zone, as her timesheet is. */
@Injectable()
export class RosteredPayFromEngine extends RosteredPay {
  async of(tx: OrmTx, companyId: string, sections: readonly RosteredSection[]): Promise<Array<{ workMinutes: number; deductTime: number }>> {
    if (!sections.length) return [];
    const facts = await CompanyFacts.load(tx, companyId);
    const employees = new Map((await tx.manager.findBy(EmployeeEntity, { companyId, id: In([...new Set(sections.map((s) => s.employeeId))]) })).map((e) => [e.id, e]));
    // A roster repeats itself: most people share a pay group, a rounding rule, a zone and the same
    // few shifts, so each distinct combination is priced once.
    const priced = new Map<string, { workMinutes: number; deductTime: number }>();
    return sections.map(({ employeeId, date, section }) => {
      const employee = employees.get(employeeId);
      if (!employee) throw new Error(`Employee ${employeeId} is not in company ${companyId}.`);
      const payGroup = facts.payGroupOf(employee);
      const rounding = facts.roundingOf(employee);
      const zone = facts.zoneOf(employee.departmentId);
      const key = `${payGroup.id}|${rounding?.id ?? ''}|${zone}|${date}|${sectionKey(section)}`;
      let paid = priced.get(key);
      if (!paid) {
        const { workMinutes, deductTime } = rosteredShift(section, date, { zone, payGroup: payGroup.fields, rounding: rounding?.fields.rules ?? [] });
        paid = { workMinutes, deductTime };
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
