import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { PayRuleError } from '@timekeep/domain-pay-rules';
import { checkDayRule, CustomDay, ScheduleRuleInput } from '@timekeep/domain-scheduling';
import { PeopleError } from '@timekeep/domain-people';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { mustHave, settingsWithin } from '@timekeep/server-people';
import { EmployeeDays } from './employee-days';
import { reachableEmployee } from './employee-schedule.stream';

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
    private readonly days: EmployeeDays,
  ) {}

  async execute({ context, employeeId, days, version }: SaveEmployeeScheduleCommand): Promise<void> {
    mustHave(context.principal.kind === 'system' || can(context.principal, Resource.Schedule, Action.Update));
    if (!days.length) return;
    await this.streams.transaction(async (tx) => {
      const settings = await settingsWithin(tx, context.principal.companyId);
      const changed = asPeopleError(() => days.map((d) => ({ date: d.title, rule: d.useTemplate ? null : (checkDayRule(d, d.title, { tasksRequired: settings.isTaskCodeEnabled }) as CustomDay) })));
      const employee = await reachableEmployee(tx, this.scope, context.principal, employeeId);
      await this.days.write(tx, context, employee, changed, { version });
    });
  }
}
