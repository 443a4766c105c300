import { Injectable } from '@nestjs/common';
import { PayTypeTimeDto, TimesheetDayDto, TimesheetDto } from '@timekeep/contracts';
import { timesheetStreamId, TimekeepingError } from '@timekeep/domain-timekeeping';
import { dateOf, dayOf, wallClockAt } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity, mustHave } from '@timekeep/server-people';
import { CommandContext, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { Between } from 'typeorm';
import { assertDatesOpen, PayPeriods } from '../pay-periods/pay-periods';
import { PunchEntity } from './punch.entity';
import { CompanyFacts, punchWindow } from './timesheet-inputs';
import { TimesheetCalculator } from './timesheet-calculator';
import { totalsOf, withPunches } from './timesheet-view';
import { WorkCodeNames } from './work-code-names';
import { lockForEmployeeWrite } from './timesheet-locks';
import { TimesheetWriter } from './timesheet-writer';

export const MAX_TIMESHEET_DAYS = 62;

/** The timesheet's reads (document 2 §7 "Timesheet and punches"), on the read models. */
@Injectable()
export class TimesheetQueries {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly periods: PayPeriods,
    private readonly calculator: TimesheetCalculator,
  ) {}

  /** The employee's pay period holding `date` (today, in the employee's zone, when absent). */
  async periodFor(tx: OrmTx, facts: CompanyFacts, employee: EmployeeEntity, date: string | undefined, now: Date) {
    const payGroup = facts.payGroupOf(employee);
    const day = date ?? wallClockAt(Math.floor(now.getTime() / 1000), facts.zoneOf(employee.departmentId)).date;
    return this.periods.periodOf(tx, employee.companyId, payGroup, day);
  }

  /** GET /api/timesheet/getPunchRecords: the days of fromT..endT, fresh (recomputed first where marked stale). */
  async punchRecords(principal: Principal, employeeId: string, fromT: string | undefined, endT: string | undefined, now: Date): Promise<TimesheetDto> {
    return this.streams.transaction(async (tx) => {
      const employee = await reachableEmployee(tx, this.scope, principal, employeeId);
      let facts: CompanyFacts | null = null;
      const loadFacts = async () => (facts ??= await CompanyFacts.load(tx, employee.companyId));
      const period = await this.periodFor(tx, await loadFacts(), employee, fromT, now);
      // A day alone (a link from the exceptions or approvals list) opens the whole pay period holding
      // it, as the contract says: the summary then covers the days the pay card pays.
      const from = fromT && endT ? fromT : period.fromDate;
      const to = endT ?? period.toDate;
      if (dayOf(to) < dayOf(from) || dayOf(to) - dayOf(from) >= MAX_TIMESHEET_DAYS) throw new TimekeepingError('invalid', `Choose a range of 1 to ${MAX_TIMESHEET_DAYS} days.`);
      const stored = await this.calculator.fresh(tx, loadFacts, employee, from, to, now, () => lockForEmployeeWrite(tx, employee.companyId, employee.id));
      const window = punchWindow(from, to);
      const punches = await tx.manager.find(PunchEntity, { where: { employeeId: employee.id, local: Between(window.from, window.to) }, order: { local: 'ASC' } });
      const shown = stored.map((d) => d.data);
      const days = withPunches(shown, punches.filter((p) => p.day >= dateOf(dayOf(from) - 1)), await WorkCodeNames.forDays(tx, employee.companyId, shown));
      const version = await this.streams.version(tx, employee.companyId, timesheetStreamId(employee.id));
      return {
        fromT: from,
        toT: to,
        readonly: !TimesheetWriter.mayEdit({ principal } as never),
        ptClosed: period.closed,
        payrollTransferId: period.id,
        timeSheets: days,
        totals: totalsOf(days),
        employee: this.employeeInfo(await loadFacts(), employee),
        version,
        asOf: null,
        computedAt: stored.length ? new Date(Math.min(...stored.map((d) => d.computedAt.getTime()))).toISOString() : null,
      };
    });
  }

  employeeInfo(facts: CompanyFacts, employee: EmployeeEntity): TimesheetDto['employee'] {
    const payGroup = facts.payGroups.get(employee.payGroupId);
    return {
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      payId: employee.payId,
      clockId: employee.clockId,
      standardHours: employee.record.standardHours,
      guaranteedHours: employee.record.guaranteedHours,
      payGroupId: employee.payGroupId,
      payGroupName: payGroup?.name ?? null,
      departmentId: employee.departmentId,
      departmentName: facts.departments.get(employee.departmentId)?.name ?? null,
      scheduleName: facts.templateOf(employee)?.name ?? null,
      timeRoundingName: facts.roundingOf(employee)?.name ?? null,
      avatarFileName: employee.record.avatarFileName,
      defaultBreakMinutes: Math.round((payGroup?.fields.breakTime ?? 0) * 60),
    };
  }

  /** GET /api/timesheet/paytype-by-month: the pay-type totals of a calendar month. */
  async payTypesByMonth(principal: Principal, employeeId: string, month: string, now: Date): Promise<{ month: string; totals: PayTypeTimeDto[] }> {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new TimekeepingError('invalid', 'Choose a month (yyyy-MM).');
    const from = `${month}-01`;
    const next = month.endsWith('12') ? `${Number(month.slice(0, 4)) + 1}-01-01` : `${month.slice(0, 5)}${String(Number(month.slice(5)) + 1).padStart(2, '0')}-01`;
    const to = dateOf(dayOf(next) - 1);
    return this.streams.transaction(async (tx) => {
      const employee = await reachableEmployee(tx, this.scope, principal, employeeId);
      const stored = await this.calculator.fresh(tx, () => CompanyFacts.load(tx, employee.companyId), employee, from, to, now, () => lockForEmployeeWrite(tx, employee.companyId, employee.id));
      return { month, totals: totalsOf(stored.map((d) => d.data)) };
    });
  }

  /** GET /api/timesheet/recalculate/today: the current pay period recomputed now, whatever is stored (by those who may edit timesheets). */
  async recalculateCurrent(context: CommandContext, employeeId: string): Promise<TimesheetDayDto[]> {
    mustHave(TimesheetWriter.mayEdit(context));
    const { principal, now } = context;
    return this.streams.transaction(async (tx) => {
      const employee = await reachableEmployee(tx, this.scope, principal, employeeId);
      await lockForEmployeeWrite(tx, employee.companyId, employee.id);
      const facts = await CompanyFacts.load(tx, employee.companyId);
      const period = await this.periodFor(tx, facts, employee, undefined, now);
      await assertDatesOpen(tx, employee.id, [period.fromDate]);
      const days = await this.calculator.recompute(tx, facts, employee, period.fromDate, period.toDate, now);
      const window = punchWindow(period.fromDate, period.toDate);
      const punches = await tx.manager.find(PunchEntity, { where: { employeeId: employee.id, local: Between(window.from, window.to) }, order: { local: 'ASC' } });
      const shown = days.filter((d) => d.day >= period.fromDate && d.day <= period.toDate);
      return withPunches(shown, punches, await WorkCodeNames.forDays(tx, employee.companyId, shown));
    });
  }
}
