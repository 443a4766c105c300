import { Injectable } from '@nestjs/common';
import { type Availability, sectionMinutes, unavailableMark, unavailableWarning } from '@timekeep/domain-scheduling';
import { blocksAny, checksReach, dateOf, dayOf } from '@timekeep/domain-time-engine';
import type { OrmTx } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { EmployeeAvailabilityEntity } from '../availability/availability.entity';
import { RosteredPay, type RosteredSection, type RosteredSectionPay } from '../ports/rostered-pay.port';
import { RosterSettingsLookup } from '../roster-publishing/roster-settings';

/** How far an employee's checks read around a change, and whether any of them refuses one. */
export interface EmployeeChecks {
  /** Days either side of a change (or before a roster's first day) her condition set's checks read. */
  reach: number;
  /** A check of hers blocks: a write must be checked before it commits. */
  blocks: boolean;
}

/**
 * What the roster checks a shift against (ADR 0074, 0077): her condition set's compliance rules,
 * priced and checked by the timesheet's engine (the RosteredPay port), and the availability she
 * stated, warned of or refused as the roster settings say. Every reader and writer of the roster
 * asks here, so the grid, a drop and a publish say the same of a shift.
 */
@Injectable()
export class ShiftChecks {
  constructor(
    private readonly rosteredPay: RosteredPay,
    private readonly settings: RosterSettingsLookup,
  ) {}

  /** The checks of each employee with any: a condition set, or availability she stated. One with none is in no entry. */
  async of(tx: OrmTx, companyId: string, employeeIds: readonly string[]): Promise<Map<string, EmployeeChecks>> {
    const compliance = await this.rosteredPay.complianceOf(tx, companyId, employeeIds);
    const stated = await this.availabilityOf(tx, companyId, employeeIds);
    const blocksUnavailable = stated.size > 0 && (await this.settings.settings(tx, companyId)).unavailableShifts === 'block';
    const checks = new Map<string, EmployeeChecks>();
    for (const id of employeeIds) {
      const rules = compliance.get(id);
      const said = stated.has(id);
      if (!rules && !said) continue;
      checks.set(id, { reach: rules ? checksReach(rules) : 0, blocks: (rules ? blocksAny(rules) : false) || (said && blocksUnavailable) });
    }
    return checks;
  }

  /** Each section priced and checked, in the order given: the compliance warnings, then what her availability says of it. */
  async priced(tx: OrmTx, companyId: string, sections: readonly RosteredSection[]): Promise<RosteredSectionPay[]> {
    const paid = await this.rosteredPay.of(tx, companyId, sections);
    const stated = await this.availabilityOf(tx, companyId, [...new Set(sections.map((s) => s.employeeId))]);
    if (!stated.size) return paid;
    const { unavailableShifts } = await this.settings.settings(tx, companyId);
    return paid.map((p, i) => {
      const { employeeId, date, section } = sections[i];
      const availability = stated.get(employeeId);
      const { start, end } = sectionMinutes(section);
      const warning = availability ? unavailableWarning(availability, date, start, end, unavailableShifts) : null;
      return warning ? { ...p, warnings: [...p.warnings, warning] } : p;
    });
  }

  /** The roster's marks: for each employee who stated any, each date of the range she cannot work all or part of, in words. */
  async marksOf(tx: OrmTx, companyId: string, employeeIds: readonly string[], from: string, to: string): Promise<Map<string, Map<string, string>>> {
    const marks = new Map<string, Map<string, string>>();
    for (const [employeeId, availability] of await this.availabilityOf(tx, companyId, employeeIds)) {
      const mine = new Map<string, string>();
      for (let day = dayOf(from); day <= dayOf(to); day++) {
        const mark = unavailableMark(availability, dateOf(day));
        if (mark) mine.set(dateOf(day), mark);
      }
      if (mine.size) marks.set(employeeId, mine);
    }
    return marks;
  }

  /** What each employee said, for those who said anything. */
  private async availabilityOf(tx: OrmTx, companyId: string, employeeIds: readonly string[]): Promise<Map<string, Availability>> {
    if (!employeeIds.length) return new Map();
    const rows = await tx.manager.findBy(EmployeeAvailabilityEntity, { companyId, employeeId: In([...employeeIds]) });
    return new Map(rows.filter((r) => r.patterns.length || r.dates.length).map((r) => [r.employeeId, { patterns: r.patterns, dates: r.dates }]));
  }
}
