import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserAccountEntity } from './user-account.entity';
import { CompanyEntity } from '@timekeep/server-organisation';

/** Reads of the account read model. By id always within the caller's company. */
@Injectable()
export class AccountsQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** Sign-in and password recovery only: the one lookup not scoped by company (the email is global). */
  byEmail(email: string): Promise<UserAccountEntity | null> {
    return this.dataSource.getRepository(UserAccountEntity).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: email.trim() }).getOne();
  }

  byId(companyId: string, id: string): Promise<UserAccountEntity | null> {
    return this.dataSource.getRepository(UserAccountEntity).findOneBy({ companyId, id });
  }

  async companyName(companyId: string): Promise<string> {
    return (await this.dataSource.getRepository(CompanyEntity).findOneBy({ id: companyId }))?.name ?? '';
  }
}
