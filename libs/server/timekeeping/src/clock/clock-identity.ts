import { Injectable } from '@nestjs/common';
import { CLOCK_TEXTS, Role } from '@timekeep/contracts';
import { ClockError } from '@timekeep/domain-timekeeping';
import { AccountSecrets, PasswordHasher, UserAccountEntity, userPrincipal } from '@timekeep/server-identity';
import { CompanyEntity } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import { Principal } from '@timekeep/server-platform';
import { DataSource } from 'typeorm';
import { ClockThrottle } from './clock-throttle';

/** The company a clock names by its code, in any case. */
export function companyByCode(dataSource: DataSource, code: string): Promise<CompanyEntity | null> {
  return dataSource.manager.createQueryBuilder(CompanyEntity, 'c').where('lower(c.code) = lower(:code)', { code: code.trim() }).getOne();
}

export interface ClockPerson {
  /** The employee's own account acting as Employee: every punch names them as its actor. */
  principal: Principal;
  employeeId: string;
  employee: EmployeeEntity;
}

/**
 * Who stands at the clock: the company code, clock ID and PIN typed on a shared tablet, or the
 * account signed in on a phone. The PIN belongs to the employee's sign-in account (change-pin).
 */
@Injectable()
export class ClockIdentity {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly throttle: ClockThrottle,
    private readonly secrets: AccountSecrets,
  ) {}

  async byPin(companyCode: string, clockId: number, pin: string, address: string): Promise<ClockPerson> {
    if (!(await this.throttle.allowAddress(address))) throw new ClockError('throttled', CLOCK_TEXTS.tooManyAttempts);
    const company = await companyByCode(this.dataSource, companyCode);
    if (!company) {
      // Same work and answer as a wrong PIN: the clock does not tell which part was wrong.
      await this.hasher.verify(null, pin);
      throw new ClockError('invalid', CLOCK_TEXTS.wrongPin);
    }
    // Counted before the PIN is checked, so that no more PINs are checked than the hold allows.
    if (!(await this.throttle.takeAttempt(company.id, clockId))) throw new ClockError('throttled', CLOCK_TEXTS.throttled);
    const employee = await this.dataSource.manager.findOneBy(EmployeeEntity, { companyId: company.id, clockId, status: 'Active' });
    const account = employee?.userId ? await this.dataSource.manager.findOneBy(UserAccountEntity, { id: employee.userId, companyId: company.id }) : null;
    const pinHash = await this.secrets.pinHash(account && { userId: account.id, companyId: company.id });
    const right = await this.hasher.verify(pinHash, pin);
    if (!employee || !account || !pinHash || !right) throw new ClockError('invalid', CLOCK_TEXTS.wrongPin);
    await this.throttle.rightPin(company.id, clockId);
    return { principal: userPrincipal(account, [Role.Employee]), employeeId: employee.id, employee };
  }

  /** A signed-in person punches as the employee their account is. */
  async bySession(principal: Principal): Promise<ClockPerson> {
    const employee = principal.kind === 'user' ? await this.dataSource.manager.findOneBy(EmployeeEntity, { companyId: principal.companyId, userId: principal.id, status: 'Active' }) : null;
    if (!employee) throw new ClockError('forbidden', CLOCK_TEXTS.notAnEmployee);
    return { principal, employeeId: employee.id, employee };
  }
}
