import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import { Action, BULK_TEXTS, bulkIdList, GlobalLeaveReply, JobKind, Resource } from '@timekeep/contracts';
import { checkDates, LeaveError, lengthOf } from '@timekeep/domain-leave';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Ctx, DateWindows, JobsService, parseBody, Permission, requesterOf, Streams } from '@timekeep/server-platform';
import { bulkTargets, CompanyFacts } from '@timekeep/server-timekeeping';
import { isLeaveType } from '../requests/leave-facts';
import { termsOfForm } from '../requests/leave-terms';
import { blankNull, leaveTermFields } from '../requests/leave-form';

const DATE = z.string({ required_error: 'Date is required.' }).min(1, 'Date is required.').regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the dates as yyyy-MM-dd.');

/** Document 3 §3 "Global leave", §5 and §7: the leave form's fields for employees or departments (comma strings). */
const globalLeaveForm = z
  .object({
    employees: bulkIdList,
    department: bulkIdList,
    departments: bulkIdList,
    ...leaveTermFields,
    fromDate: DATE,
    toDate: z.preprocess(blankNull, DATE.nullable()).default(null),
  })
  .refine((v) => v.employees.length > 0 || v.department.length > 0 || v.departments.length > 0, { message: BULK_TEXTS.chooseTargets, path: ['employees'] });

/**
 * POST /global-leave/save (document 3 §7): everything in the request is checked here (the form,
 * the leave type, every employee and department within scope: one out of reach refuses the whole
 * request as not found), then a run is queued; the worker gives each employee the leave, approved.
 * The summaries (messageSuccess, messageError) are the run's result (ADR 0032 "Global leave").
 */
@Controller()
export class GlobalLeaveController {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly jobs: JobsService,
    private readonly dateWindows: DateWindows,
  ) {}

  @Post('global-leave/save')
  @HttpCode(200)
  @Permission(Resource.Leave, Action.Approve)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<GlobalLeaveReply> {
    const form = parseBody(globalLeaveForm, body);
    const { principal } = context;
    const sample = termsOfForm(form, '');
    checkDates(sample.fromDate, sample.toDate, this.dateWindows.at(context.now));
    lengthOf(sample);
    const employeeIds = await this.streams.transaction(async (tx) => {
      const targets = await bulkTargets(tx, this.scope, principal, form.employees, [...form.department, ...form.departments]);
      if (!targets.length) throw new LeaveError('invalid', 'The chosen departments have no active employees.');
      const facts = await CompanyFacts.load(tx, principal.companyId);
      if (!isLeaveType(facts.payTypes.find((t) => t.id === form.typeId))) throw new LeaveError('invalid', 'Choose a leave type.');
      return targets;
    });
    const job = await this.jobs.enqueue(principal, JobKind.GlobalLeave, { employeeIds, terms: { ...sample, employeeId: '' }, requester: requesterOf(principal) });
    return { messageSuccess: '', messageError: '', job };
  }
}
