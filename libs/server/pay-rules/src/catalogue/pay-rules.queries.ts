import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListQuery, Page, PayRuleKind } from '@timekeep/contracts';
import type { PayTypeFields } from '@timekeep/domain-pay-rules';
import { likePattern } from '@timekeep/server-platform';
import { fieldsOf, PayRuleEntity } from './pay-rule.entity';

export const PAY_RULE_SORTS = ['name', 'code', 'date', 'active'] as const;
export type PayRuleSort = (typeof PAY_RULE_SORTS)[number];

export interface PayRuleFilters {
  active?: boolean;
  year?: number;
}

const SORT_COLUMN: Record<PayRuleSort, string> = { name: 'lower(r.name)', code: "lower(r.fields->>'code')", date: 'r.sort_date', active: 'r.active' };

/** One company's records of one kind, paged on the server; `toDto` gives each kind its spec shape. */
@Injectable()
export class PayRulesQueries {
  constructor(private readonly dataSource: DataSource) {}

  async page<T>(companyId: string, kind: PayRuleKind, query: ListQuery & { sort?: PayRuleSort }, filters: PayRuleFilters, toDto: (row: PayRuleEntity) => T, defaultSort: PayRuleSort = 'name'): Promise<Page<T>> {
    const qb = this.dataSource.getRepository(PayRuleEntity).createQueryBuilder('r').where('r.company_id = :companyId AND r.kind = :kind', { companyId, kind });
    if (filters.active !== undefined) qb.andWhere('r.active = :active', { active: filters.active });
    if (filters.year !== undefined) qb.andWhere('extract(year from r.sort_date) = :year', { year: filters.year });
    // Kinds with a code (pay types, jobs, tasks) are found by it as well as by name.
    if (query.search) qb.andWhere("(r.name ILIKE :search OR r.fields->>'code' ILIKE :search)", { search: likePattern(query.search) });
    qb.orderBy(SORT_COLUMN[query.sort ?? defaultSort], query.order === 'descend' ? 'DESC' : 'ASC', 'NULLS LAST').addOrderBy('lower(r.name)').addOrderBy('r.id');
    const [rows, total] = await qb.skip((query.page - 1) * query.pageSize).take(query.pageSize).getManyAndCount();
    return { items: rows.map(toDto), total, page: query.page, pageSize: query.pageSize };
  }

  /** Every record of the kinds (only the active ones when asked), in code then name order: for pickers. */
  all(companyId: string, kinds: PayRuleKind[], activeOnly = false): Promise<PayRuleEntity[]> {
    const qb = this.dataSource.getRepository(PayRuleEntity).createQueryBuilder('r').where('r.company_id = :companyId AND r.kind IN (:...kinds)', { companyId, kinds });
    if (activeOnly) qb.andWhere('r.active');
    return qb.orderBy("lower(r.fields->>'code')", 'ASC', 'NULLS LAST').addOrderBy('lower(r.name)').addOrderBy('r.id').getMany();
  }

  /** The company's pay types with their fields, for the forms that refer to them (skills, pay groups). */
  async payTypes(companyId: string): Promise<Array<{ id: string; name: string; fields: PayTypeFields }>> {
    const rows = await this.dataSource.getRepository(PayRuleEntity).find({ where: { companyId, kind: PayRuleKind.PayType }, select: { id: true, name: true, fields: true } });
    return rows.map((row) => ({ id: row.id, name: row.name, fields: fieldsOf<PayTypeFields>(row) }));
  }

  async one(companyId: string, kind: PayRuleKind, id: string): Promise<PayRuleEntity> {
    const row = await this.dataSource.getRepository(PayRuleEntity).findOneBy({ id, companyId, kind });
    if (!row) throw new NotFoundException({ message: 'This record does not exist.' });
    return row;
  }
}
