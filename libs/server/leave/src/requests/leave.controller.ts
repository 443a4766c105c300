import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, LEAVE_STATUSES, LeaveBalanceDto, LeaveDto, LedgerEntryDto, Page, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, formFlag, formVersion, parseListQuery, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { CancelLeavesCommand, ExamineLeaveCommand, LeaveWritten, SaveLeaveCommand } from './leave.commands';
import { LEAVE_SORTS, LeaveQueries } from './leave.queries';
import { termsOfForm } from './leave-terms';
import { blankNull, leaveTermFields, text } from './leave-form';

const DATE = z.string({ required_error: 'Enter the dates as yyyy-MM-dd.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the dates as yyyy-MM-dd.');
const optionalDate = DATE.optional().or(z.literal('').transform(() => undefined));

/** Every field of document 2 §3 "Leave" (contracts' leaveFormSchema), from JSON or a form. */
const leaveForm = z.object({
  id: z.preprocess(blankNull, z.string().uuid('This leave does not exist.').nullable()),
  employeeId: z.string({ required_error: 'Choose an employee.' }).uuid('Choose an employee.'),
  ...leaveTermFields,
  fromDate: DATE,
  toDate: DATE,
  version: formVersion.optional(),
});
const examine = z.object({
  id: z.string().uuid('This leave does not exist.'),
  status: z.enum(LEAVE_STATUSES, { errorMap: () => ({ message: 'Choose a status.' }) }),
  reason: text(500),
  confirmNegative: formFlag,
  version: formVersion.optional(),
});
const many = z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.string().uuid('This leave does not exist.')).min(1, 'Choose a leave.'));
const cancel = z.object({ ids: many });
const filter = z.object({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(LEAVE_STATUSES).optional()),
  startDate: optionalDate,
  endDate: optionalDate,
});
const employeeRange = z.object({ employeeId: z.string(), fromDate: optionalDate, toDate: optionalDate, startDate: optionalDate, endDate: optionalDate });
const balanceQuery = z.object({ employeeId: z.string({ required_error: 'Choose an employee.' }), fromDate: DATE });
const ledgerQuery = z.object({ employeeId: z.string(), payTypeId: z.string().uuid('Choose a leave type.'), date: DATE });
const periodQuery = z.object({ employeeId: z.string(), fromDate: DATE, paygroupId: z.preprocess((v) => (v === '' ? undefined : v), z.string().uuid('This pay group does not exist.').optional()) });


/** Document 2 §7 "Leave": the calls at the spec's paths. Refusals (the §8 codes among them) go to the one filter. */
@Controller()
export class LeaveController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: LeaveQueries,
  ) {}

  @Post('leave/save')
  @HttpCode(200)
  @Permission(Resource.Leave, Action.Create)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string; date: null; id: string }> {
    const form = parseBody(leaveForm, body);
    const written: LeaveWritten = await this.commands.execute(new SaveLeaveCommand(context, form.id, termsOfForm(form, form.employeeId), form.version));
    return { message: 'success', date: null, id: written.leave.id };
  }

  /**
   * An employee's request from a kiosk (source 'kiosk'). Until the kiosk's clock ID and PIN sign-in
   * (issue 20) it takes the signed-in employee's session: the request is always their own.
   */
  @Post('api/leaves/kiosk-submit-leave')
  @HttpCode(200)
  @Permission(Resource.Leave, Action.Create)
  async kiosk(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string; date: null; id: string }> {
    const form = parseBody(leaveForm.omit({ id: true, version: true }), body);
    const written: LeaveWritten = await this.commands.execute(new SaveLeaveCommand({ ...context, source: 'kiosk' }, null, termsOfForm(form, form.employeeId)));
    return { message: 'success', date: null, id: written.leave.id };
  }

  @Get('api/leaves')
  @Permission(Resource.Leave, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<LeaveDto>> {
    const { status, startDate, endDate, ...listQuery } = query;
    return this.queries.page(principal, parsePayload(filter, { status, startDate, endDate }), parseListQuery(listQuery, LEAVE_SORTS));
  }

  @Get('api/leaves/list-by-employeeId')
  @Permission(Resource.Leave, Action.Visible)
  byEmployee(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<LeaveDto[]> {
    const q = parsePayload(employeeRange, query);
    return this.queries.byEmployee(principal, q.employeeId, q.fromDate ?? q.startDate, q.toDate ?? q.endDate);
  }

  @Get('api/leaves/pay-period')
  @Permission(Resource.Leave, Action.Visible)
  payPeriod(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<{ fromDate: string; toDate: string }> {
    const q = parsePayload(periodQuery, query);
    return this.queries.payPeriod(principal, q.employeeId, q.fromDate, q.paygroupId);
  }

  @Get('api/leaves/types')
  @Permission(Resource.Leave, Action.Visible)
  types(@CurrentPrincipal() principal: Principal) {
    return this.queries.types(principal);
  }

  @Get('api/leaves/:id')
  @Permission(Resource.Leave, Action.Visible)
  one(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<LeaveDto> {
    return this.queries.one(principal, id);
  }

  @Post('leave/updateExamine')
  @HttpCode(200)
  @Permission(Resource.Leave, Action.Visible)
  async examine(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    const form = parseBody(examine, body);
    await this.commands.execute(new ExamineLeaveCommand(context, form.id, form.status, form.reason, form.confirmNegative ?? false, form.version));
    return { message: 'success' };
  }

  @Post('leave/delete')
  @HttpCode(200)
  @Permission(Resource.Leave, Action.Visible)
  async cancel(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    const { ids } = parseBody(cancel, body);
    await this.commands.execute(new CancelLeavesCommand(context, ids));
    return { message: 'success' };
  }

  @Get('api/leave-balance')
  @Permission(Resource.LeaveBalance, Action.Visible)
  balance(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<LeaveBalanceDto> {
    const q = parsePayload(balanceQuery, query);
    return this.queries.balance(principal, q.employeeId, q.fromDate);
  }

  @Post('leaveBalance/get')
  @HttpCode(200)
  @Permission(Resource.LeaveBalance, Action.Visible)
  balancePost(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<LeaveBalanceDto> {
    const q = parseBody(balanceQuery, body);
    return this.queries.balance(principal, q.employeeId, q.fromDate);
  }

  @Get('api/leave-balance/ledger')
  @Permission(Resource.LeaveBalance, Action.Visible)
  ledger(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<{ balance: number; entries: LedgerEntryDto[] }> {
    const q = parsePayload(ledgerQuery, query);
    return this.queries.ledger(principal, q.employeeId, q.payTypeId, q.date);
  }
}
