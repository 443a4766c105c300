import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  Action,
  EmployeeDetail,
  employeeIdQuerySchema,
  employeeListFilterSchema,
  EmployeeRow,
  EmploymentTypeHistory,
  employmentTypesRequestSchema,
  WorkingDays,
  workingDaysRequestSchema,
  employeeSaveRequestSchema,
  employeeStatusRequestSchema,
  INTEGRATOR_EMPLOYEE_TEXTS,
  KioskEmployee,
  LicenceUse,
  MessageReply,
  OAuthScope,
  Page,
  Resource,
} from '@timekeep/contracts';
import { NotAllowed } from '@timekeep/domain-kernel';
import { ClientScope, CommandContext, Ctx, CurrentPrincipal, parseListQuery, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { accountPart } from '../accounts/account-form';
import { ChangeEmployeeStatusCommand } from './change-employee-status.handler';
import { EMPLOYEE_SORTS, EmployeesQueries } from './employees.queries';
import { SaveEmployeeCommand } from './save-employee.handler';
import { SetEmploymentTypesCommand } from './set-employment-types.handler';
import { SetWorkingDaysCommand } from './set-working-days.handler';

/** Employees (document 1 §2, §7, §8): list, detail, licence counts, save and status. */
@Controller()
export class EmployeesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly employees: EmployeesQueries,
  ) {}

  @Get('api/employees')
  @Permission(Resource.Employee, Action.Visible)
  @ClientScope(OAuthScope.EmployeesRead)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<EmployeeRow>> {
    const { employeeStatus, departmentIds, ...listQuery } = query;
    const filter = parsePayload(employeeListFilterSchema, { employeeStatus, departmentIds });
    return this.employees.page(principal, { ...parseListQuery(listQuery, EMPLOYEE_SORTS, { cursor: true }), ...filter });
  }

  /** A kiosk's directory: who may find themself on it (ADR 0058). OAuth clients read it with employees:read. */
  @Get('employee/kiosk-employee-list')
  @Permission(Resource.Employee, Action.Visible)
  @ClientScope(OAuthScope.EmployeesRead)
  kioskList(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<Page<KioskEmployee>> {
    return this.employees.kioskPage(principal, parseListQuery(query, [], { cursor: true }));
  }

  @Get('api/employees/next-clock-id')
  @Permission(Resource.Employee, Action.Create)
  async nextClockId(@CurrentPrincipal() principal: Principal): Promise<{ clockId: number }> {
    return { clockId: await this.employees.nextClockId(principal.companyId) };
  }

  @Get('api/employees/user-count')
  @Permission(Resource.Employee, Action.Visible)
  async userCount(@CurrentPrincipal() principal: Principal): Promise<LicenceUse> {
    return (await this.employees.licenceUse(principal.companyId)).employees;
  }

  @Get('api/employees/app-user-count')
  @Permission(Resource.Employee, Action.Visible)
  async appUserCount(@CurrentPrincipal() principal: Principal): Promise<LicenceUse> {
    return (await this.employees.licenceUse(principal.companyId)).app;
  }

  @Get('api/employees/:id')
  @Permission(Resource.Employee, Action.Visible)
  detail(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<EmployeeDetail> {
    return this.employees.detail(principal, id);
  }

  /** Her employment types, each from a date (ADR 0074), and the version a change is checked against. */
  @Get('api/employees/:id/employment-types')
  @Permission(Resource.Employee, Action.Visible)
  employmentTypes(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<{ employmentTypes: EmploymentTypeHistory; version: number }> {
    return this.employees.employmentTypes(principal, id);
  }

  @Post('api/employees/:id/employment-types')
  @HttpCode(200)
  async setEmploymentTypes(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    const { employmentTypes, version } = parseBody(employmentTypesRequestSchema, body);
    await this.commands.execute(new SetEmploymentTypesCommand(context, id, employmentTypes, version));
    return { message: 'success' };
  }

  /** The weekdays her agreement settles (ADR 0074), Monday first, and the version a change is checked against. */
  @Get('api/employees/:id/working-days')
  @Permission(Resource.Employee, Action.Visible)
  workingDays(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<{ workingDays: WorkingDays; version: number }> {
    return this.employees.workingDays(principal, id);
  }

  @Post('api/employees/:id/working-days')
  @HttpCode(200)
  async setWorkingDays(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    const { workingDays, version } = parseBody(workingDaysRequestSchema, body);
    await this.commands.execute(new SetWorkingDaysCommand(context, id, workingDays, version));
    return { message: 'success' };
  }

  @Post('employee/save-without-photo')
  @HttpCode(200)
  @ClientScope(OAuthScope.EmployeesWrite)
  async save(@Ctx() context: CommandContext, @Body() body: unknown, @Query('employeeId') employeeIdInQuery?: string): Promise<MessageReply> {
    const { id: _userId, employeeId, version, changePassword, email, password, confirm_password, pin, isSupervisor, departments, funs, ...fields } = parseBody(employeeSaveRequestSchema, body);
    const { xeroGuid: _x, userId: _u, employeeStatus: _s, role: _r, hasPin: _p, mayChangeAccount: _m, ...input } = fields;
    // An OAuth client ranks below every role (ADR 0047), so the account would be refused anyway: say why in its terms (ADR 0041).
    if (context.principal.kind === 'client' && (email || password || confirm_password || pin || isSupervisor)) throw new NotAllowed(INTEGRATOR_EMPLOYEE_TEXTS.noAccount);
    const existing = employeeId ?? (employeeIdInQuery ? parsePayload(employeeIdQuerySchema, employeeIdInQuery) : undefined);
    const account = accountPart({ email, password, confirm_password, pin }, !existing || !!changePassword);
    const saved = await this.commands.execute<SaveEmployeeCommand, { id: string }>(new SaveEmployeeCommand(context, { id: existing, input, ...account, version, supervisor: isSupervisor === undefined ? undefined : isSupervisor ? { departments, funs } : null }));
    return { message: 'success', id: saved.id } as MessageReply;
  }

  @Post('employee/saveStatus')
  @HttpCode(200)
  async saveStatus(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { id, status, reason } = parseBody(employeeStatusRequestSchema, body);
    await this.commands.execute(new ChangeEmployeeStatusCommand(context, id, status, reason));
    return { message: 'success' };
  }
}
