import { Injectable, NotFoundException } from '@nestjs/common';
import { ProfileDto, Role } from '@timekeep/contracts';
import { allowsLoginAsEmployee } from '@timekeep/domain-identity';
import { Principal } from '@timekeep/server-platform';
import { AccountsQueries } from '../accounts/accounts.queries';
import { EMPLOYEE_HOME } from '../sessions/login-as-employee.handler';

/** The signed-in person's own profile (GET /profile). */
@Injectable()
export class ProfileQueries {
  constructor(private readonly accounts: AccountsQueries) {}

  /** The account as its holder sees it, with where they land and whether they may act as their employee. */
  async profile(principal: Principal): Promise<ProfileDto> {
    const account = await this.accounts.byId(principal.companyId, principal.id);
    if (!account) throw new NotFoundException();
    const actingAsEmployee = principal.roles.length === 1 && principal.roles[0] === Role.Employee;
    return {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      middleName: account.middleName,
      name: account.name,
      title: account.title,
      phone: account.phone,
      mobile: account.mobile,
      fax: account.fax,
      physicalAddress: account.physicalAddress,
      postalAddress: account.postalAddress,
      roleName: principal.roles[0],
      roles: account.roles,
      companyId: account.companyId,
      companyName: await this.accounts.companyName(account.companyId),
      // Everyone lands on home; an Employee's home is her own (ADR 0066).
      redirectUrl: EMPLOYEE_HOME,
      allowLoginAsEmployee: !actingAsEmployee && allowsLoginAsEmployee(account.roles),
      dateFormat: account.dateFormat,
      timeFormat: account.timeFormat,
      avatarFileName: account.avatar,
      hasPin: account.hasPin,
      version: account.version,
    };
  }
}
