import { Controller, Get } from '@nestjs/common';
import { ACTIONS, MenuItem, Resource, RESOURCES, Role, ROLE_IDS, SUPERVISOR_FUNCTIONS } from '@timekeep/contracts';
import { menuFor } from '@timekeep/domain-identity';
import { CompanyQueries } from '@timekeep/server-organisation';
import { CurrentPrincipal, Principal } from '@timekeep/server-platform';
import { AccountsQueries } from '../accounts/accounts.queries';

const ROLE_LIST = [Role.Superadmin, Role.Admin, Role.Supervisor, Role.Employee];

/** Shapes not shown by the spec: roles and resources as id/name lists. */
@Controller()
export class DirectoryController {
  constructor(
    private readonly companies: CompanyQueries,
    private readonly accounts: AccountsQueries,
  ) {}

  @Get('api/roles')
  roles(@CurrentPrincipal() principal: Principal): Array<{ id: string; name: Role }> {
    // Nobody is offered a role above their own to hand out.
    const visible = principal.roles.includes(Role.Superadmin) ? ROLE_LIST : ROLE_LIST.filter((r) => r !== Role.Superadmin);
    return visible.map((r) => ({ id: ROLE_IDS[r], name: r }));
  }

  /** The user form's Functions options (shown for Supervisors). */
  @Get('api/functions')
  functions(): ReadonlyArray<{ id: string; name: string }> {
    return SUPERVISOR_FUNCTIONS;
  }

  @Get('api/resources')
  resources(): Array<{ id: Resource; name: Resource; actions: readonly string[] }> {
    return RESOURCES.map((r) => ({ id: r, name: r, actions: ACTIONS }));
  }

  /**
   * Sections and entries follow the person's permissions and the company's switches (spec §1 "Menu
   * hiding"); an account that is an employee has its Me section too (ADR 0066).
   */
  @Get('menu-items')
  async menu(@CurrentPrincipal() principal: Principal): Promise<MenuItem[]> {
    const account = principal.kind === 'user' ? await this.accounts.byId(principal.companyId, principal.id) : null;
    return menuFor(principal, await this.companies.settings(principal.companyId), { isEmployee: !!account?.employeeId });
  }
}
