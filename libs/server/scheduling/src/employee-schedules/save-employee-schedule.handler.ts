import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, EventType, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { PayRuleError } from '@timekeep/domain-pay-rules';
import { checkClashes, checkDayRule, crossesMidnight, ScheduleRuleInput } from '@timekeep/domain-scheduling';
import { PeopleError } from '@timekeep/domain-people';
import { CustomDay, EmployeeScheduleChanged } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { mustHave, settingsWithin } from '@timekeep/server-people';
import { employeeScheduleFold, employeeScheduleStreamId, reachableEmployee, resolvedDays } from './employee-schedule.stream';
import { StaleForm } from '@timekeep/domain-kernel';

export const EMPLOYEE_SCHEDULE_CONFLICT = 'This schedule was changed by someone else. Reload it and try again.';

/** A day is checked as a template's is; its refusals answer with the same codes. */
function asPeopleError<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof PayRuleError)) throw error;
    throw new PeopleError(error.code === 'timeclash' || error.code === 'nextDay' ? error.code : 'invalid', error.message);
  }
}

export class SaveEmployeeScheduleCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    /** Only the days the user changed; each titled with its date; `useTemplate` gives the date back to the template. */
    readonly days: Array<Omit<ScheduleRuleInput, 'num'> & { title: string; useTemplate?: boolean }>,
    readonly version?: number,
  ) {}
}

/**
 * POST /schedule/saveEmployeeCustomSchedule: the changed days replace the template's on their
 * dates. Each is checked as a template day, then with its neighbours for overlaps (timeclash); a
 * pay-on-finish-day employee may not have an overnight day (payOnFinishDayConflicts).
 */
@CommandHandler(SaveEmployeeScheduleCommand)
export class SaveEmployeeScheduleHandler implements ICommandHandler<SaveEmployeeScheduleCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly payRules: PayRuleLookup,
  ) {}

  async execute({ context, employeeId, days, version }: SaveEmployeeScheduleCommand): Promise<void> {
    mustHave(context.principal.kind === 'system' || can(context.principal, Resource.Schedule, Action.Update));
    if (!days.length) return;
    await this.streams.transaction(async (tx) => {
      const settings = await settingsWithin(tx, context.principal.companyId);
      const changed = asPeopleError(() => days.map((d) => ({ date: d.title, rule: d.useTemplate ? null : (checkDayRule(d, d.title, { tasksRequired: settings.isTaskCodeEnabled }) as CustomDay) })));
      const problem = await this.payRules.sectionsProblem(tx, context.principal.companyId, changed.flatMap((c) => c.rule?.workSections ?? []));
      if (problem) throw new PeopleError('invalid', problem);
      const employee = await reachableEmployee(tx, this.scope, context.principal, employeeId);
      const stream = await this.streams.load(tx, context, employeeScheduleStreamId(employeeId), employeeScheduleFold);
      if (version !== undefined && version !== stream.version) throw new StaleForm(EMPLOYEE_SCHEDULE_CONFLICT);
      if (crossesMidnight(changed.flatMap((c) => c.rule ?? [])) && (await this.payRules.paysOnFinishDay(tx, employee.companyId, employee.record.paygroupId))) {
        throw new PeopleError('payOnFinishDayConflicts', undefined, { hasCrossMidnightTs: false });
      }
      // The changed days among their neighbours, a day either side.
      const dates = changed.map((c) => dayOf(c.date));
      const from = Math.min(...dates) - 1;
      const to = Math.max(...dates) + 1;
      const { days: around, templateDays } = await resolvedDays(tx, this.payRules, employee, dateOf(from), dateOf(to));
      // Each date as it will be: the changed day, the template's day given back, or as it is.
      const byDate = new Map(changed.map((c) => [c.date, c.rule ?? templateDays.find((d) => d.title === c.date)]));
      asPeopleError(() => checkClashes(around.map((d) => ({ workSections: (byDate.get(d.title) ?? d).workSections, day: dayOf(d.title) - from })), null));
      const event: EmployeeScheduleChanged = { type: EventType.EmployeeScheduleChanged, v: 1, data: { employeeId, days: changed } };
      await this.streams.append(tx, context, { id: employeeScheduleStreamId(employeeId), type: 'employeeSchedule', expected: stream.version === 0 ? 'no_stream' : stream.version }, [event]);
    });
  }
}
