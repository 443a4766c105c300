import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, MessageReply, Page, Resource, Role, UserDetail, userListFilterSchema, UserRow, userSaveRequestSchema, userStatusRequestSchema } from '@timekeep/contracts';
import { USER_SORTS, UsersQueries } from '@timekeep/server-identity';
import { CommandContext, Ctx, CurrentPrincipal, parseListQuery, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { accountPart } from '../accounts/account-form';
import { ChangeUserStatusCommand } from './change-user-status.handler';
import { SaveUserCommand } from './save-user.handler';
import { PersonOption, UserFormQueries } from './user-form.queries';

/** Users (document 1 §2, §7, §8): the list, detail, lookups, save and the inline status; every users route lives here. */
@Controller()
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UserFormQueries,
    private readonly accounts: UsersQueries,
  ) {}

  @Get('api/users')
  @Permission(Resource.User, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<Page<UserRow>> {
    const { userStatus, departmentIds, ...listQuery } = (query ?? {}) as Record<string, unknown>;
    const filter = parsePayload(userListFilterSchema, { userStatus, departmentIds });
    return this.accounts.page(principal, { ...parseListQuery(listQuery, USER_SORTS), ...filter });
  }

  /** Lookup for the department form's Supervisor field: every supervisor of the company, unfiltered. */
  @Get('api/users/supervisors')
  @Permission(Resource.Department, Action.Visible)
  supervisors(@CurrentPrincipal() principal: Principal): Promise<Array<{ id: string; name: string }>> {
    return this.accounts.withRole(principal.companyId, Role.Supervisor);
  }

  @Get('api/users/forward-to')
  @Permission(Resource.User, Action.Visible)
  forwardTo(@CurrentPrincipal() principal: Principal): Promise<PersonOption[]> {
    return this.users.forwardTo(principal.companyId);
  }

  /**
   * The Time/Leave Approval choices of the employee and user forms: for those who may change an
   * employee. An Employee, who sees only their own record, is offered nobody's names.
   */
  @Get('users/report-to')
  @Permission(Resource.Employee, Action.Update)
  reportTo(@CurrentPrincipal() principal: Principal, @Query('isEmployee') isEmployee?: string): Promise<PersonOption[]> {
    return this.users.reportTo(principal, isEmployee === 'true');
  }

  @Get('users/:id')
  @Permission(Resource.User, Action.Visible)
  detail(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<UserDetail> {
    return this.users.detail(principal, id);
  }

  @Post('user/save-without-photo')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const form = parseBody(userSaveRequestSchema, body);
    const { id, email, firstName, lastName, middleName, roleId, isEmployee, departments, funs, exportDevisions, isLeave, forwardTo, mobileApp, evacuator, version, employeeVersion } = form;
    const { password, confirm_password, pin, ...employee } = form;
    const account = accountPart({ email, password, confirm_password, pin }, true);
    const user = { email, firstName, lastName, middleName, roleId, isEmployee, departments, funs, exportDevisions, isLeave, forwardTo, mobileApp, evacuator: evacuator ?? false };
    const saved = await this.commands.execute<SaveUserCommand, { id: string }>(
      new SaveUserCommand(context, { id, user, avatar: form.avatarFileName, password: account.password, pin: account.pin, employee: isEmployee ? employee : null, version, employeeVersion }),
    );
    return { message: 'success', id: saved.id } as MessageReply;
  }

  @Post('api/users/:userId/status')
  @HttpCode(200)
  async status(@Ctx() context: CommandContext, @Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<MessageReply> {
    const { userStatus } = parseBody(userStatusRequestSchema, body);
    await this.commands.execute(new ChangeUserStatusCommand(context, userId, userStatus));
    return { message: 'success' };
  }
}
