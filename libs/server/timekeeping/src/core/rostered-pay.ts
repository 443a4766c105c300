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
    return sections.map(({ employeeId, date, section }) => {
      const employee = employees.get(employeeId);
      if (!employee) throw new Error(`Employee ${employeeId} is not in company ${companyId}.`);
      const { workMinutes, deductTime } = rosteredShift(section, date, {
        zone: facts.zoneOf(employee.departmentId),
        payGroup: facts.payGroupOf(employee).fields,
        rounding: facts.roundingOf(employee)?.fields.rules ?? [],
      });
      return { workMinutes, deductTime };
    });
  }
}
