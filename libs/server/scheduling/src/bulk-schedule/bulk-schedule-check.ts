import { Injectable } from '@nestjs/common';
import { Action, BULK_CLOSED, BULK_SCHEDULE_TEXTS, BulkScheduleConflict, BulkScheduleReply, BulkScheduleRequest, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { BulkScheduleError, bulkConflicts, checkBulkDay, crossesMidnight, CustomDay } from '@timekeep/domain-scheduling';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeEntity, mustHave, settingsWithin } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { ClosedDays } from '../ports/closed-days.port';
import { DaysAround, daysAround, TemplateCache } from './bulk-schedule.queries';
import { scheduleTargets } from './bulk-schedule-targets';

const nameOf = (e: Pick<EmployeeEntity, 'firstName' | 'lastName'>) => `${e.firstName} ${e.lastName}`;

/** What a request comes to once checked: a refusal's answer, or the employees, the day they get and where it clashes. */
type Checked = { refusal: BulkScheduleReply } | { employees: EmployeeEntity[]; day: CustomDay; conflicts: BulkScheduleConflict[] };

/**
 * The bulk schedule's check (document 3 "Bulk tools", global schedule): verify checks a request and
 * lists where its day would overlap the chosen employees' schedules; generate
 * (GenerateBulkScheduleHandler) checks it the same way and, with nothing in the way, queues the run
 * that writes it (BulkScheduleJob). Nothing is written on the request path.
 */
@Injectable()
export class BulkScheduleCheck {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly payRules: PayRuleLookup,
    private readonly closedDays: ClosedDays,
  ) {}

  /** POST /globalschedule/verify: a refusal's message, or 'success' with the conflict rows (none: the console confirms, then generates). */
  async verify(context: CommandContext, request: BulkScheduleRequest): Promise<BulkScheduleReply> {
    const checked = await this.check(context, request);
    return 'refusal' in checked ? checked.refusal : { message: 'success', conflicts: checked.conflicts };
  }

  /** The request checked: a refusal's answer, or the employees, their day and its conflicts. */
  async check(context: CommandContext, request: BulkScheduleRequest): Promise<Checked> {
    const { principal } = context;
    mustHave(principal.kind === 'system' || can(principal, Resource.Schedule, Action.Update));
    const date = request.ruleDay.ruleDay;
    return this.streams.transaction(async (tx) => {
      // The form first (nothing read but the company's settings), then who, then their days.
      const settings = await settingsWithin(tx, principal.companyId);
      const day = checkBulkDay(request.ruleDay, { tasksRequired: settings.isTaskCodeEnabled, breakEditable: settings.allowEditBreakTime, positions: settings.isPositionCodeEnabled });
      const problem = await this.payRules.sectionsProblem(tx, principal.companyId, day.workSections);
      if (problem) throw new BulkScheduleError('invalid', problem);
      const employees = await scheduleTargets(tx, this.scope, principal, request.employeeIds, request.departmentIds);
      if (!employees.length) throw new BulkScheduleError('invalid', BULK_SCHEDULE_TEXTS.noEmployees);
      if (await this.anyClosed(tx, employees, date)) return { refusal: { message: BULK_CLOSED } };
      await this.refuseOvernightForFinishDayPay(tx, employees, day);
      const around = await daysAround(tx, new TemplateCache(this.payRules), employees, date);
      const conflicts = employees.flatMap((e) => bulkConflicts(date, day, around.get(e.id) as DaysAround).map((c) => ({ employeeId: e.id, employeeName: nameOf(e), ...c })));
      conflicts.sort((a, b) => a.employeeName.localeCompare(b.employeeName) || a.shiftStart.localeCompare(b.shiftStart) || a.conflictStart.localeCompare(b.conflictStart));
      return { employees, day, conflicts };
    });
  }

  /** Document 3 §7: a date inside a closed pay period is answered 'close' (the staleness guard would refuse the write anyway). */
  private async anyClosed(tx: OrmTx, employees: readonly EmployeeEntity[], date: string): Promise<boolean> {
    return (await this.closedDays.closedDaysWithin(tx, employees[0].companyId, employees.map((e) => e.id), date, date)).length > 0;
  }

  /** An employee paid on the finish day may not have an overnight shift (document 1 §8, as the employee schedule's save refuses it). */
  private async refuseOvernightForFinishDayPay(tx: OrmTx, employees: readonly EmployeeEntity[], day: CustomDay): Promise<void> {
    if (!crossesMidnight([day])) return;
    const groups = new Map<string, boolean>();
    for (const e of employees) if (!groups.has(e.payGroupId)) groups.set(e.payGroupId, await this.payRules.paysOnFinishDay(tx, e.companyId, e.payGroupId));
    const names = employees.filter((e) => groups.get(e.payGroupId)).map(nameOf);
    if (names.length) throw new BulkScheduleError('payOnFinishDay', BULK_SCHEDULE_TEXTS.payOnFinishDay(names.join(', ')));
  }
}
