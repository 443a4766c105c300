import { BadRequestException, Injectable } from '@nestjs/common';
import { EmployeeSchedule } from '@timekeep/contracts';
import { datesBetween, dayOf } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { Principal, Streams } from '@timekeep/server-platform';
import { ClosedDays } from '../ports/closed-days.port';
import { RosteredPay } from '../ports/rostered-pay.port';
import { employeeScheduleStreamId, reachableEmployee, resolvedDays } from './employee-schedule.stream';

const MAX_DAYS = 93;

/** The Employee schedule screen's read (document 1 §7 "Schedules"). */
@Injectable()
export class EmployeeScheduleQueries {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly payRules: PayRuleLookup,
    private readonly closedDays: ClosedDays,
    private readonly rosteredPay: RosteredPay,
  ) {}

  /** POST /schedule/searchEmployeeSchedule: the employee's days (their own over their template's), closed days marked, and the version a save is checked against. */
  async search(principal: Principal, { employeeId, startDate, endDate }: { employeeId: string; startDate: string; endDate: string }): Promise<EmployeeSchedule> {
    const length = dayOf(endDate) - dayOf(startDate) + 1;
    if (length < 1 || length > MAX_DAYS) throw new BadRequestException({ message: `Choose a range of 1 to ${MAX_DAYS} days.` });
    return this.streams.transaction(async (tx) => {
      const employee = await reachableEmployee(tx, this.scope, principal, employeeId);
      const { days, scheduleName } = await resolvedDays(tx, this.payRules, employee, startDate, endDate);
      const closed = new Set(await this.closedDays.closedDatesOf(tx, employeeId, datesBetween(startDate, endDate)));
      const version = await this.streams.version(tx, principal.companyId, employeeScheduleStreamId(employeeId));
      // Each day's hours as her timesheet pays them, not the span less the scheduled break (her pay group may deduct another).
      const paid = await this.rosteredPay.of(tx, principal.companyId, days.flatMap((d) => d.workSections.map((section) => ({ employeeId, date: d.title, section }))));
      let next = 0;
      const ruleVos = days.map((d) => {
        // The replies come in the order the sections were given: this day's are the next few.
        const mine = paid.slice(next, (next += d.workSections.length));
        const minutes = mine.reduce((sum, p) => sum + p.workMinutes, 0);
        return { ...d, ...(closed.has(d.title) ? { isClosed: true } : {}), paidHours: Math.round((minutes / 60) * 100) / 100 };
      });
      return { employeeId, employeeName: `${employee.firstName} ${employee.lastName}`, scheduleName, startDate, endDate, ruleVos, version };
    });
  }
}
