import { Controller, Get, Query } from '@nestjs/common';
import { Action, Page, Resource, UserRow } from '@timekeep/contracts';
import { CurrentPrincipal, parseListQuery, Permission, Principal } from '@timekeep/server-platform';
import { USER_SORTS, UsersQueries } from '../accounts/users.queries';

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersQueries) {}

  @Get()
  @Permission(Resource.User, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<Page<UserRow>> {
    return this.users.page(principal, parseListQuery(query, USER_SORTS));
  }
}
