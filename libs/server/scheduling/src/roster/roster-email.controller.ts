import { BadRequestException, Body, Controller, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import { Action, JobKind, Resource, RosterJobReply } from '@timekeep/contracts';
import { ManagementScope } from '@timekeep/server-organisation';
import { CurrentPrincipal, JobsService, parseBody, Permission, Principal, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '../employee-schedules/employee-schedule.stream';
import { departmentList, rosterDate, rosterRangeError, withinRosterRange } from './roster-range.form';
import { RosterQueries } from './roster.queries';

/** Document 2 §7: Send All (departmentId, a comma list; all within reach when empty) or one employee's (employeeId). */
const emailForm = z
  .object({
    startDate: rosterDate,
    endDate: rosterDate,
    departmentId: departmentList,
    employeeId: z.string().uuid('Choose an employee.').nullish().or(z.literal('').transform(() => null)),
  })
  .refine(withinRosterRange, rosterRangeError);

/** The roster's emails (document 2 §2 "Send All" and the row's email icon). */
@Controller()
export class RosterEmailController {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly queries: RosterQueries,
    private readonly jobs: JobsService,
  ) {}

  /**
   * The employees are fixed now (an employee of another company or out of reach is not found);
   * the worker mails them. `status 1` is the spec's success; the job's result says who was mailed
   * and who was not (no address, or refused by the mail server).
   */
  @Post('standardshifts/sendEmployeeEmail')
  @HttpCode(200)
  @Permission(Resource.Roster, Action.Update)
  async send(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<RosterJobReply> {
    const { startDate, endDate, departmentId, employeeId } = parseBody(emailForm, body);
    const employeeIds = await this.streams.transaction(async (tx) =>
      employeeId ? [(await reachableEmployee(tx, this.scope, principal, employeeId)).id] : (await this.queries.employeesOf(tx, principal, departmentId)).map((e) => e.id),
    );
    if (!employeeIds.length) throw new BadRequestException({ message: 'The chosen departments have no active employees.' });
    const job = await this.jobs.enqueue(principal, JobKind.RosterEmail, { employeeIds, startDate, endDate });
    return { status: 1, success: true, message: 'success', job };
  }
}
