import { Injectable } from '@nestjs/common';
import { Role, SupportInfo } from '@timekeep/contracts';
import { AppConfig } from '@timekeep/server-platform';
import { DataSource } from 'typeorm';
import { AccountsQueries } from '../accounts/accounts.queries';
import { UserAccountEntity } from '../accounts/user-account.entity';

/**
 * Contact Us (ours: docs/decisions/0068-contact-us-is-help.md): whom a person asks for help. The
 * company's active Admins by name and work email (a Superadmin, the operator, is not one of the
 * company's), and the operator's support address (SUPPORT_EMAIL) when set.
 */
@Injectable()
export class SupportQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsQueries,
    private readonly config: AppConfig,
  ) {}

  async forCompany(companyId: string): Promise<SupportInfo> {
    const admins = await this.dataSource.manager
      .createQueryBuilder(UserAccountEntity, 'u')
      .where('u.company_id = :companyId', { companyId })
      .andWhere(':admin = ANY(u.roles)', { admin: Role.Admin })
      .andWhere('NOT (:superadmin = ANY(u.roles))', { superadmin: Role.Superadmin })
      .andWhere("u.status = 'Active'")
      .orderBy('lower(u.last_name)')
      .addOrderBy('lower(u.first_name)')
      .addOrderBy('u.id')
      .getMany();
    return {
      companyName: await this.accounts.companyName(companyId),
      administrators: admins.map((a) => ({ name: `${a.firstName} ${a.lastName}`.trim(), email: a.email })),
      supportEmail: this.config.supportEmail,
    };
  }
}
