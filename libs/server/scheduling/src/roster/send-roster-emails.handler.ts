import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobKind, JobRunDto } from '@timekeep/contracts';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, JobsService, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '../employee-schedules/employee-schedule.stream';
import { RosterQueries } from './roster.queries';

export class SendRosterEmailsCommand {
  constructor(
    readonly context: CommandContext,
    /** One employee's roster (employeeId), or Send All for the departments (all within reach when none). */
    readonly request: { startDate: string; endDate: string; departmentId: string[]; employeeId?: string | null },
  ) {}
}

/**
 * POST /standardshifts/sendEmployeeEmail (document 2 §2 "Send All" and the row's email icon): the
 * employees are fixed now (an employee of another company or out of reach is not found); the
 * worker mails them (RosterEmailJob). Answers the run to follow.
 */
@CommandHandler(SendRosterEmailsCommand)
export class SendRosterEmailsHandler implements ICommandHandler<SendRosterEmailsCommand, JobRunDto> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly queries: RosterQueries,
    private readonly jobs: JobsService,
  ) {}

  async execute({ context, request }: SendRosterEmailsCommand): Promise<JobRunDto> {
    const { principal } = context;
    const { startDate, endDate, departmentId, employeeId } = request;
    const employeeIds = await this.streams.transaction(async (tx) =>
      employeeId ? [(await reachableEmployee(tx, this.scope, principal, employeeId)).id] : (await this.queries.employeesOf(tx, principal, departmentId)).map((e) => e.id),
    );
    if (!employeeIds.length) throw new BadRequestException({ message: 'The chosen departments have no active employees.' });
    return this.jobs.enqueue(principal, JobKind.RosterEmail, { employeeIds, startDate, endDate });
  }
}
