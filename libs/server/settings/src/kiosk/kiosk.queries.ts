import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ClockKiosk, KIOSK_SETTINGS_DEFAULTS, KioskContact, KioskContents, KioskContentsOfType, KioskSettings, KioskUserType, ListQuery, Page } from '@timekeep/contracts';
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

  /**
   * What the public clock shows a company's visitors and contractors (ADR 0046): the settings'
   * defaults, both cards, and whom to ask for by name only; an email or mobile never leaves here.
   */
  async forClock(companyId: string): Promise<Omit<ClockKiosk, 'companyName' | 'timeZone' | 'now'>> {
    const { kioskUserTypeToLabelMap, kioskUserTypeToKioskContentsMap } = await this.contents(companyId);
    const rows = await this.dataSource
      .getRepository(KioskContactEntity)
      .createQueryBuilder('c')
      .select(['c.id', 'c.firstname', 'c.lastname'])
      .where('c.company_id = :companyId', { companyId })
      .orderBy('lower(c.firstname)')
      .addOrderBy('lower(c.lastname)')
      .addOrderBy('c.id')
      .getMany();
    const contacts = rows.map((row) => ({ id: row.id, name: `${row.firstname} ${row.lastname}` }));
    return { settings: KIOSK_SETTINGS_DEFAULTS, kioskUserTypeToLabelMap, kioskUserTypeToKioskContentsMap, contacts };
  }

  /**
   * What an arrival at the public clock needs (ADR 0046), and no more: the settings, the label the
   * visitor saw for their kind, and the one contact to tell (null when the id is not one of the
   * company's), not the whole kiosk each time.
   */
  async forArrival(
    companyId: string,
    type: KioskUserType,
    contactId: string,
  ): Promise<{ settings: KioskSettings; label: string; contact: { firstname: string; name: string; email: string } | null }> {
    const [labelled, contact] = await Promise.all([
      this.dataSource
        .getRepository(KioskContentsEntity)
        .createQueryBuilder('k')
        .select('k.labels ->> :type', 'label')
        .where('k.company_id = :companyId', { companyId, type })
        .getRawOne<{ label: string | null }>(),
      this.dataSource.getRepository(KioskContactEntity).findOne({ select: { firstname: true, lastname: true, email: true }, where: { id: contactId, companyId } }),
    ]);
    return {
      settings: KIOSK_SETTINGS_DEFAULTS,
      label: labelled?.label ?? DEFAULT_KIOSK_CONTENTS.labels[type],
      contact: contact && { firstname: contact.firstname, name: `${contact.firstname} ${contact.lastname}`, email: contact.email },
    };
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
