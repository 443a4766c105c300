import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import { Action, EMPLOYEE_STATUSES, Page, Resource, Role, UserRow } from '@timekeep/contracts';
import { CurrentPrincipal, formList, parseListQuery, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { USER_SORTS, UsersQueries } from '../accounts/users.queries';

const filterSchema = z.object({
  userStatus: z.enum(EMPLOYEE_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  departmentIds: formList(z.string().uuid()).optional(),
});

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersQueries) {}

  /** Lookup for the department form's Supervisor field: every supervisor of the company, unfiltered. */
  @Get('supervisors')
  @Permission(Resource.Department, Action.Visible)
  supervisors(@CurrentPrincipal() principal: Principal): Promise<Array<{ id: string; name: string }>> {
    return this.users.withRole(principal.companyId, Role.Supervisor);
  }

  @Get()
  @Permission(Resource.User, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<Page<UserRow>> {
    const { userStatus, departmentIds, ...listQuery } = (query ?? {}) as Record<string, unknown>;
    const filter = parsePayload(filterSchema, { userStatus, departmentIds });
    return this.users.page(principal, { ...parseListQuery(listQuery, USER_SORTS), ...filter });
  }
}
