import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GLOBAL_LEAVE_INLINE_MAX, GlobalLeaveResult, JobKind, JobRunDto } from '@timekeep/contracts';
import { checkDates, LeaveError, lengthOf } from '@timekeep/domain-leave';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, DateWindows, JobsService, requesterOf, Streams } from '@timekeep/server-platform';
import { bulkTargets, CompanyFacts } from '@timekeep/server-timekeeping';
import { isLeaveType } from '../requests/leave-facts';
import { LeaveFormFields, termsOfForm } from '../requests/leave-terms';
import { GlobalLeaveRun } from './global-leave-run';

export class SaveGlobalLeaveCommand {
  constructor(
    readonly context: CommandContext,
    /** The leave form's terms, for these employees and the employees of these departments. */
    readonly form: LeaveFormFields & { employees: string[]; departments: string[] },
  ) {}
}

/** The run's outcome: done within the request, or queued for the worker. */
export type GlobalLeaveOutcome = { result: GlobalLeaveResult } | { job: JobRunDto; employees: number };

/**
 * POST /global-leave/save (document 3 §7): everything in the request is checked here (the form,
 * the leave type, every employee and department within scope: one out of reach refuses the whole
 * request as not found). Then each employee is given the leave, approved (GlobalLeaveRun): here,
 * answering the run's result, for up to GLOBAL_LEAVE_INLINE_MAX employees, so that a client
 * reading the spec's messageSuccess and messageError from the reply has them; by the worker
 * (GlobalLeaveJob), answering the run to follow, for more (ADR 0059).
 */
@CommandHandler(SaveGlobalLeaveCommand)
export class SaveGlobalLeaveHandler implements ICommandHandler<SaveGlobalLeaveCommand, GlobalLeaveOutcome> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly jobs: JobsService,
    private readonly dateWindows: DateWindows,
    private readonly leave: GlobalLeaveRun,
  ) {}

  async execute({ context, form }: SaveGlobalLeaveCommand): Promise<GlobalLeaveOutcome> {
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
    const terms = { ...sample, employeeId: '' };
    // The same source as the worker's run: the global leave's requests are approved at once and mail nobody (ADR 0032 "Mail").
    if (employeeIds.length <= GLOBAL_LEAVE_INLINE_MAX) return { result: await this.leave.run({ ...context, source: 'bulk' }, employeeIds, terms, { resumes: false }) };
    return { job: await this.jobs.enqueue(principal, JobKind.GlobalLeave, { employeeIds, terms, requester: requesterOf(principal) }), employees: employeeIds.length };
  }
}
