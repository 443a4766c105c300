import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobKind, JobRunDto } from '@timekeep/contracts';
import { checkDates, LeaveError, lengthOf } from '@timekeep/domain-leave';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, DateWindows, JobsService, requesterOf, Streams } from '@timekeep/server-platform';
import { bulkTargets, CompanyFacts } from '@timekeep/server-timekeeping';
import { isLeaveType } from '../requests/leave-facts';
import { LeaveFormFields, termsOfForm } from '../requests/leave-terms';

export class SaveGlobalLeaveCommand {
  constructor(
    readonly context: CommandContext,
    /** The leave form's terms, for these employees and the employees of these departments. */
    readonly form: LeaveFormFields & { employees: string[]; departments: string[] },
  ) {}
}

/**
 * POST /global-leave/save (document 3 §7): everything in the request is checked here (the form,
 * the leave type, every employee and department within scope: one out of reach refuses the whole
 * request as not found), then a run is queued; the worker gives each employee the leave, approved
 * (GlobalLeaveJob). Answers the run to follow.
 */
@CommandHandler(SaveGlobalLeaveCommand)
export class SaveGlobalLeaveHandler implements ICommandHandler<SaveGlobalLeaveCommand, JobRunDto> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly jobs: JobsService,
    private readonly dateWindows: DateWindows,
  ) {}

  async execute({ context, form }: SaveGlobalLeaveCommand): Promise<JobRunDto> {
    const { principal } = context;
    const sample = termsOfForm(form, '');
    checkDates(sample.fromDate, sample.toDate, this.dateWindows.at(context.now));
    lengthOf(sample);
    const employeeIds = await this.streams.transaction(async (tx) => {
      const targets = await bulkTargets(tx, this.scope, principal, form.employees, form.departments);
      if (!targets.length) throw new LeaveError('invalid', 'The chosen departments have no active employees.');
      const facts = await CompanyFacts.load(tx, principal.companyId);
      if (!isLeaveType(facts.payTypes.find((t) => t.id === form.typeId))) throw new LeaveError('invalid', 'Choose a leave type.');
      return targets;
    });
    return this.jobs.enqueue(principal, JobKind.GlobalLeave, { employeeIds, terms: { ...sample, employeeId: '' }, requester: requesterOf(principal) });
  }
}
