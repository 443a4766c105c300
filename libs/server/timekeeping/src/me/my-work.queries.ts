import { Injectable } from '@nestjs/common';
import { MY_NEXT_SHIFTS, MY_SHIFT_DAYS_AHEAD, MyPeriod, MyWork } from '@timekeep/contracts';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { Principal, Streams } from '@timekeep/server-platform';
import { ownEmployee } from '@timekeep/server-scheduling';
import { upcomingShifts } from '../core/next-shift';
import { CompanyFacts } from '../core/timesheet-inputs';
import { TimesheetCalculator } from '../core/timesheet-calculator';
import { lockForEmployeeWrite } from '../core/timesheet-locks';
import { totalsOf } from '../core/timesheet-view';
import { PayPeriods } from '../pay-periods/pay-periods';
import { localMinute, punchStatesOf } from '../punches/punch-status';
import { publishedDays } from './published-days';

/**
 * The employee's own work at a glance (ours: docs/decisions/0066-the-employees-home.md): read only
 * for the employee the signed-in account is, never for anyone named in the request.
 */
@Injectable()
export class MyWorkQueries {
  constructor(
    private readonly streams: Streams,
    private readonly periods: PayPeriods,
    private readonly calculator: TimesheetCalculator,
  ) {}

  /** GET /api/me/work: in or out, the next shifts, this pay period's hours and the last's, as the timesheet computes them. */
  work(principal: Principal, now: Date): Promise<MyWork> {
    return this.streams.transaction(async (tx) => {
      const employee = await ownEmployee(tx, principal);
      const facts = await CompanyFacts.load(tx, employee.companyId);
      const zone = facts.zoneOf(employee.departmentId);
      const nowLocal = localMinute(Math.floor(now.getTime() / 1000), zone);
      const today = nowLocal.slice(0, 10);
      const state = (await punchStatesOf(tx, facts, [employee], now)).get(employee.id);
      const current = await this.periods.periodOf(tx, employee.companyId, facts.payGroupOf(employee), today);
      const previous = await this.periods.periodOf(tx, employee.companyId, facts.payGroupOf(employee), dateOf(dayOf(current.fromDate) - 1));
      const period = async (p: { fromDate: string; toDate: string; closed: boolean }): Promise<MyPeriod> => {
        const days = await this.calculator.fresh(tx, async () => facts, employee, p.fromDate, p.toDate, now, () => lockForEmployeeWrite(tx, employee.companyId, employee.id));
        const payTypes = totalsOf(days.map((d) => d.data));
        const minutes = payTypes.filter((t) => t.unit === 'hours').reduce((sum, t) => sum + Math.round(t.value * 60), 0);
        return { fromDate: p.fromDate, toDate: p.toDate, closed: p.closed, hours: Math.round((minutes / 60) * 100) / 100, payTypes };
      };
      const shifts = upcomingShifts(await publishedDays(tx, facts, employee, dateOf(dayOf(today) - 1), dateOf(dayOf(today) + MY_SHIFT_DAYS_AHEAD)), nowLocal, MY_NEXT_SHIFTS);
      return {
        employeeId: employee.id,
        employeeName: `${employee.firstName} ${employee.lastName}`,
        timeZone: zone,
        now: now.toISOString(),
        status: state?.status ?? 'No Punch',
        since: state?.last?.local ?? null,
        nextShifts: shifts.map((s) => ({ start: s.start, end: s.end, positionName: s.positionId ? (facts.departments.get(s.positionId)?.name ?? null) : null, date: s.date, sectionId: s.sectionId })),
        current: await period(current),
        previous: await period(previous),
      };
    });
  }

}
