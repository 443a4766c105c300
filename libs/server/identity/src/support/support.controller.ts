import { Controller, Get } from '@nestjs/common';
import { Role, SupportInfo } from '@timekeep/contracts';
import { CompanyEntity } from '@timekeep/server-organisation';
import { AppConfig, CurrentPrincipal, Principal } from '@timekeep/server-platform';
import { DataSource } from 'typeorm';
import { UserAccountEntity } from '../accounts/user-account.entity';

/**
 * Contact Us (ours: docs/decisions/0068-contact-us-is-help.md): everyone signed in may ask whom to
 * turn to. The company's active Admins by name and work email (a Superadmin, the operator, is not
 * one of the company's), and the operator's support address (SUPPORT_EMAIL) when set.
 */
@Controller()
export class SupportController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  @Get('api/support')
  async support(@CurrentPrincipal() principal: Principal): Promise<SupportInfo> {
    const admins = await this.dataSource.manager
      .createQueryBuilder(UserAccountEntity, 'u')
      .where('u.company_id = :companyId', { companyId: principal.companyId })
      .andWhere(':admin = ANY(u.roles)', { admin: Role.Admin })
      .andWhere('NOT (:superadmin = ANY(u.roles))', { superadmin: Role.Superadmin })
      .andWhere("u.status = 'Active'")
      .orderBy('lower(u.last_name)')
      .addOrderBy('lower(u.first_name)')
      .addOrderBy('u.id')
      .getMany();
    return {
      companyName: (await this.dataSource.manager.findOneBy(CompanyEntity, { id: principal.companyId }))?.name ?? '',
      administrators: admins.map((a) => ({ name: `${a.firstName} ${a.lastName}`.trim(), email: a.email })),
      supportEmail: this.config.supportEmail,
    };
  }
}
