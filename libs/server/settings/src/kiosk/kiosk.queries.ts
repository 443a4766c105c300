import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { KioskContact, KioskContents, KioskContentsOfType, KioskUserType, ListQuery, Page } from '@timekeep/contracts';
import { DEFAULT_KIOSK_CONTENTS } from '@timekeep/domain-settings';
import { likePattern } from '@timekeep/server-platform';
import { KioskContactEntity, KioskContentsEntity } from './kiosk.entities';

export const KIOSK_CONTACT_SORTS = ['firstname', 'lastname', 'email', 'mobile', 'department'] as const;
export type KioskContactSort = (typeof KIOSK_CONTACT_SORTS)[number];

const toContact = (row: KioskContactEntity): KioskContact => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  mobile: row.mobile,
  email: row.email,
  department: row.department,
  version: row.version,
});

/** The kiosk's read side: one company's contents and contacts. */
@Injectable()
export class KioskQueries {
  constructor(private readonly dataSource: DataSource) {}

  async contents(companyId: string): Promise<KioskContents> {
    const row = await this.dataSource.getRepository(KioskContentsEntity).findOneBy({ companyId });
    const { labels, contents } = row ?? DEFAULT_KIOSK_CONTENTS;
    return { kioskUserTypeToLabelMap: labels, kioskUserTypeToKioskContentsMap: contents, version: row?.version ?? 0 };
  }

  async contentsOf(companyId: string, type: KioskUserType): Promise<KioskContentsOfType> {
    const all = await this.contents(companyId);
    return { type, label: all.kioskUserTypeToLabelMap[type], contents: all.kioskUserTypeToKioskContentsMap[type] };
  }

  async contacts(companyId: string, query: ListQuery & { sort?: KioskContactSort }): Promise<Page<KioskContact>> {
    const qb = this.dataSource.getRepository(KioskContactEntity).createQueryBuilder('c').where('c.company_id = :companyId', { companyId });
    if (query.search) {
      qb.andWhere("(c.firstname || ' ' || c.lastname ILIKE :search OR c.email ILIKE :search OR c.mobile ILIKE :search OR c.department ILIKE :search)", { search: likePattern(query.search) });
    }
    qb.orderBy(`lower(c.${query.sort ?? 'firstname'})`, query.order === 'descend' ? 'DESC' : 'ASC')
      .addOrderBy('lower(c.lastname)')
      .addOrderBy('c.id');
    const [rows, total] = await qb.skip((query.page - 1) * query.pageSize).take(query.pageSize).getManyAndCount();
    return { items: rows.map(toContact), total, page: query.page, pageSize: query.pageSize };
  }
}
