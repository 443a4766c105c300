import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobKind, JobRunDto } from '@timekeep/contracts';
import { copyPlan } from '@timekeep/domain-scheduling';
import { CommandContext, JobsService, Principal, requesterOf, Streams } from '@timekeep/server-platform';
import { RosterQueries } from './roster.queries';

export class CopyRosterCommand {
  constructor(
    readonly context: CommandContext,
    readonly request: { departments: string[]; fromDate: string; endDate: string; beginDate: string },
  ) {}
}

/**
 * POST /standardshifts/copyScheduleRule (Copy Roster): the window is checked here and the employees
 * (the departments' active employees within reach; all within reach when none are chosen) are
 * fixed now; the worker copies them (CopyRosterJob). Answers the run to follow.
 */
@CommandHandler(CopyRosterCommand)
export class CopyRosterHandler implements ICommandHandler<CopyRosterCommand, JobRunDto> {
  constructor(
    private readonly streams: Streams,
    private readonly queries: RosterQueries,
    private readonly jobs: JobsService,
  ) {}

  async execute({ context, request }: CopyRosterCommand): Promise<JobRunDto> {
    const { departments, fromDate, endDate, beginDate } = request;
    const plan = copyPlan(fromDate, endDate, beginDate);
    const principal = context.principal as Principal;
    const employees = await this.streams.transaction((tx) => this.queries.employeesOf(tx, principal, departments));
    if (!employees.length) throw new BadRequestException({ message: 'The chosen departments have no active employees.' });
    return this.jobs.enqueue(principal, JobKind.CopyRoster, { employeeIds: employees.map((e) => e.id), plan, requester: requesterOf(principal) });
  }
}
