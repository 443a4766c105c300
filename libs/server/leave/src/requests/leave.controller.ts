import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  Action,
  leaveBalanceQuerySchema,
  LeaveBalanceDto,
  leaveCancelRequestSchema,
  LeaveDto,
  leaveEmployeeQuerySchema,
  leaveExamineRequestSchema,
  leaveKioskRequestSchema,
  leaveLedgerQuerySchema,
  leaveListFilterSchema,
  leavePayPeriodQuerySchema,
  leaveSaveRequestSchema,
  LedgerEntryDto,
  OAuthScope,
  Page,
  Resource,
} from '@timekeep/contracts';
import { ClientScope, CommandContext, Ctx, CurrentPrincipal, parseListQuery, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { CancelLeavesCommand } from './cancel-leaves.handler';
import { ExamineLeaveCommand } from './examine-leave.handler';
import { LEAVE_SORTS, LeaveQueries } from './leave.queries';
import { LeaveWritten } from './leave-stream';
import { termsOfForm } from './leave-terms';
import { SaveLeaveCommand } from './save-leave.handler';

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
  @ClientScope(OAuthScope.LeaveWrite)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string; date: null; id: string }> {
    const form = parseBody(leaveSaveRequestSchema, body);
    const written: LeaveWritten = await this.commands.execute(new SaveLeaveCommand(context, form.id, termsOfForm(form, form.employeeId), form.version));
    return { message: 'success', date: null, id: written.leave.id };
  }

  /**
   * An employee's own request from a kiosk (source 'kiosk') or from the mobile app (source
   * 'mobile', the spec's submit-leave-clever-go): /leave/save's rules, always a new request, and
   * the employee is the signed-in person's own (an employee's reach is themself; a supervisor's
   * session may file for those they manage, as on /leave/save). ADR 0058.
   */
  @Post('api/leaves/kiosk-submit-leave')
  @HttpCode(200)
  @Permission(Resource.Leave, Action.Create)
  kiosk(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string; date: null; id: string }> {
    return this.submit({ ...context, source: 'kiosk' }, body);
  }

  @Post('api/leaves/submit-leave-clever-go')
  @HttpCode(200)
  @Permission(Resource.Leave, Action.Create)
  mobile(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string; date: null; id: string }> {
    return this.submit({ ...context, source: 'mobile' }, body);
  }

  private async submit(context: CommandContext, body: unknown): Promise<{ message: string; date: null; id: string }> {
    const form = parseBody(leaveKioskRequestSchema, body);
    const written: LeaveWritten = await this.commands.execute(new SaveLeaveCommand(context, null, termsOfForm(form, form.employeeId)));
    return { message: 'success', date: null, id: written.leave.id };
  }

  @Get('api/leaves')
  @Permission(Resource.Leave, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<LeaveDto>> {
    const { status, startDate, endDate, ...listQuery } = query;
    return this.queries.page(principal, parsePayload(leaveListFilterSchema, { status, startDate, endDate }), parseListQuery(listQuery, LEAVE_SORTS));
  }

  @Get('api/leaves/list-by-employeeId')
  @Permission(Resource.Leave, Action.Visible)
  @ClientScope(OAuthScope.LeaveRead)
  byEmployee(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<LeaveDto[]> {
    const q = parsePayload(leaveEmployeeQuerySchema, query);
    return this.queries.byEmployee(principal, q.employeeId, q.fromDate ?? q.startDate, q.toDate ?? q.endDate);
  }

  @Get('api/leaves/pay-period')
  @Permission(Resource.Leave, Action.Visible)
  payPeriod(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<{ fromDate: string; toDate: string }> {
    const q = parsePayload(leavePayPeriodQuerySchema, query);
    return this.queries.payPeriod(principal, q.employeeId, q.fromDate, q.paygroupId);
  }

  @Get('api/leaves/types')
  @Permission(Resource.Leave, Action.Visible)
  @ClientScope(OAuthScope.LeaveRead)
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
    const form = parseBody(leaveExamineRequestSchema, body);
    await this.commands.execute(new ExamineLeaveCommand(context, form.id, form.status, form.reason, form.confirmNegative ?? false, form.version));
    return { message: 'success' };
  }

  @Post('leave/delete')
  @HttpCode(200)
  @Permission(Resource.Leave, Action.Visible)
  @ClientScope(OAuthScope.LeaveWrite)
  async cancel(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    const { ids } = parseBody(leaveCancelRequestSchema, body);
    await this.commands.execute(new CancelLeavesCommand(context, ids));
    return { message: 'success' };
  }

  @Get('api/leave-balance')
  @Permission(Resource.LeaveBalance, Action.Visible)
  @ClientScope(OAuthScope.LeaveRead)
  balance(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<LeaveBalanceDto> {
    const q = parsePayload(leaveBalanceQuerySchema, query);
    return this.queries.balance(principal, q.employeeId, q.fromDate);
  }

  @Post('leaveBalance/get')
  @HttpCode(200)
  @Permission(Resource.LeaveBalance, Action.Visible)
  balancePost(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<LeaveBalanceDto> {
    const q = parseBody(leaveBalanceQuerySchema, body);
    return this.queries.balance(principal, q.employeeId, q.fromDate);
  }

  @Get('api/leave-balance/ledger')
  @Permission(Resource.LeaveBalance, Action.Visible)
  ledger(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<{ balance: number; entries: LedgerEntryDto[] }> {
    const q = parsePayload(leaveLedgerQuerySchema, query);
    return this.queries.ledger(principal, q.employeeId, q.payTypeId, q.date);
  }
}
