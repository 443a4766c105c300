import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CompanyInfo, CompanySettings, CustomerDetail, CustomerRow, ListQuery, Page, StructureLevelRow, THIRD_PARTY_TYPES } from '@timekeep/contracts';
import { CompanyState, companySettingsOf } from '@timekeep/domain-organisation';
import { likePattern } from '@timekeep/server-platform';
import { companyStateOf } from './companies.projection';
import { CompanyDeviceTokenEntity } from './company-device-token.entity';
import { CompanyEntity } from './company.entity';

export const CUSTOMER_SORTS = ['name', 'code', 'country', 'createdAt'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const NO_COMPANY = 'Warning: The company does not exist.';

/** Reads of the company row: its settings, detail and levels, and the Superadmin's customer list. */
@Injectable()
export class CompanyQueries {
  constructor(private readonly dataSource: DataSource) {}

  state(companyId: string): Promise<CompanyState> {
    return companyState(this.dataSource.manager, companyId);
  }

  async settings(companyId: string): Promise<CompanySettings> {
    return companySettingsOf(await this.state(companyId));
  }

  async info(companyId: string): Promise<CompanyInfo> {
    const row = await this.dataSource.manager.findOneByOrFail(CompanyEntity, { id: companyId });
    const state = companyStateOf(row);
    const device = await this.dataSource.manager.findOneBy(CompanyDeviceTokenEntity, { companyId });
    return {
      id: row.id,
      code: state.code,
      licenses: state.settings.sumLicense,
      // Companies registered before device tokens existed have none.
      token: device?.token ?? '',
      logourl: state.logoFileName,
      ...state.detail,
      version: row.version,
    };
  }

  async levels(companyId: string): Promise<StructureLevelRow[]> {
    return (await this.state(companyId)).levels;
  }

  async customers(query: ListQuery & { sort?: CustomerSort }): Promise<Page<CustomerRow>> {
    const qb = this.dataSource.getRepository(CompanyEntity).createQueryBuilder('c');
    if (query.search) qb.where('(c.name ILIKE :search OR c.code ILIKE :search)', { search: likePattern(query.search) });
    qb.orderBy(`c.${query.sort ?? 'name'}`, query.order === 'descend' ? 'DESC' : 'ASC').addOrderBy('c.id', 'ASC');
    const [rows, total] = await qb.skip((query.page - 1) * query.pageSize).take(query.pageSize).getManyAndCount();
    return {
      items: rows.map((row) => {
        const { settings } = companyStateOf(row);
        return {
          id: row.id,
          code: row.code,
          name: row.name,
          country: row.country,
          region: row.region,
          timeZone: row.timeZone,
          sumLicense: settings.sumLicense,
          sumAppLicense: settings.sumAppLicense,
          thirdPartyType: THIRD_PARTY_TYPES.find((t) => t.id === settings.thirdPartyTypeId)?.name ?? null,
          createdAt: row.createdAt.toISOString(),
        };
      }),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async customer(id: string): Promise<CustomerDetail> {
    const row = await this.dataSource.manager.findOneBy(CompanyEntity, { id });
    if (!row) throw new NotFoundException({ message: NO_COMPANY });
    const state = companyStateOf(row);
    return { id: row.id, code: row.code, name: row.name, country: row.country, region: row.region, timeZone: row.timeZone, ...state.settings, version: row.version };
  }
}

/** The company's state; a command passes its transaction's manager. */
export async function companyState(manager: EntityManager, companyId: string): Promise<CompanyState> {
  const row = await manager.findOneBy(CompanyEntity, { id: companyId });
  if (!row) throw new NotFoundException({ message: NO_COMPANY });
  return companyStateOf(row);
}

/** Company codes are unique across tenants, whatever the case: clocks and exports find a company by its code. */
export function companyCodeTaken(manager: EntityManager, code: string, exceptCompanyId: string): Promise<boolean> {
  return manager.createQueryBuilder(CompanyEntity, 'c').where('lower(c.code) = lower(:code) AND c.id <> :exceptCompanyId', { code: code.trim(), exceptCompanyId }).getExists();
}
