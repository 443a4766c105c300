import { Injectable } from '@nestjs/common';
import { type LeaveBalanceSettings, PayRuleKind, type PayGroupFields } from '@timekeep/contracts';
import type { PayTypeFields } from '@timekeep/domain-pay-rules';
import { type LeaveTypeRef, offeredLeaveTypes } from '@timekeep/domain-leave';
import { wallClockAt } from '@timekeep/domain-time-engine';
import { CompanyEntity, companyStateOf, type Reach } from '@timekeep/server-organisation';
import { fieldsOf, PayRuleEntity } from '@timekeep/server-pay-rules';
import { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx, Principal } from '@timekeep/server-platform';
import { Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { LeaveBalanceSettingsEntity } from './balance-settings.entity';

/** A leave type with what converting a day of it into hours needs (document 2 §4 conversion). */
export interface LeaveType extends LeaveTypeRef {
  active: boolean;
  conversion: PayTypeFields['conversion'];
  ctDay: number;
}

/** The company's leave-enabled pay types (pay type leaveStatus), active or not: an import may name one since retired. */
export async function leaveTypesOf(tx: OrmTx, companyId: string): Promise<LeaveType[]> {
  const rows = await tx.manager.findBy(PayRuleEntity, { companyId, kind: PayRuleKind.PayType });
  return rows.flatMap((row) => {
    const fields = fieldsOf<PayTypeFields>(row);
    return fields.leaveStatus ? [{ id: row.id, name: row.name, code: fields.code, active: row.active, conversion: fields.conversion, ctDay: fields.ctDay }] : [];
  });
}

export function settingsOf(tx: OrmTx, companyId: string): Promise<LeaveBalanceSettingsEntity | null> {
  return tx.manager.findOneBy(LeaveBalanceSettingsEntity, { companyId });
}

/** The date it is in the company's own zone (its detail's, else the one it was opened with). */
export async function companyToday(tx: OrmTx, companyId: string, now: Date): Promise<string> {
  const company = await tx.manager.findOneByOrFail(CompanyEntity, { id: companyId });
  const zone = companyStateOf(company).detail.timeZoneId || company.timeZone;
  return wallClockAt(Math.floor(now.getTime() / 1000), zone).date;
}

/** An employee a pay ID names, with what a day of leave is worth for them. */
export interface MatchedEmployee {
  id: string;
  payId: string;
  /** As a refusal names them. */
  name: string;
  /** Weekly standard hours (employee form). */
  standardHours: number | null;
  /** The pay group's hours a day of leave (convertUnit). */
  convertUnit: number;
}

/**
 * The company's employees the pay IDs name (pay IDs are unique in a company, compared without
 * case), within the principal's reach: another company's or an out-of-scope employee is no match.
 */
export async function employeesByPayId(tx: OrmTx, companyId: string, payIds: readonly string[], reach: Reach): Promise<Map<string, MatchedEmployee>> {
  const wanted = [...new Set(payIds.map((p) => p.toLowerCase()))];
  if (!wanted.length || (reach !== 'all' && !reach.size)) return new Map();
  const query = tx.manager.createQueryBuilder(EmployeeEntity, 'e').where('e.company_id = :companyId AND lower(e.pay_id) IN (:...wanted)', { companyId, wanted });
  if (reach !== 'all') query.andWhere('e.department_id IN (:...departments)', { departments: [...reach] });
  const employees = await query.getMany();
  const groups = await tx.manager.findBy(PayRuleEntity, { companyId, kind: PayRuleKind.PayGroup, id: In([...new Set(employees.map((e) => e.payGroupId))]) });
  const convertUnits = new Map(groups.map((g) => [g.id, fieldsOf<PayGroupFields>(g).convertUnit]));
  return new Map(
    employees.map((e) => [
      (e.payId ?? '').toLowerCase(),
      { id: e.id, payId: e.payId ?? '', name: `${e.firstName} ${e.lastName}`.trim(), standardHours: e.record.standardHours ?? null, convertUnit: convertUnits.get(e.payGroupId) ?? 1 },
    ]),
  );
}

/** Balance on a date = the sum of the employee's ledger entries for the type dated up to it (the shared design). */
export async function balancesOn(tx: OrmTx, companyId: string, employeeIds: readonly string[], date: string): Promise<Map<string, number>> {
  if (!employeeIds.length) return new Map();
  const { rows } = await tx.sql.query<{ employee_id: string; pay_type_id: string; hours: string }>(
    `SELECT employee_id, pay_type_id, sum(hours) AS hours FROM leave_ledger
      WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND date <= $3
      GROUP BY employee_id, pay_type_id`,
    [companyId, employeeIds, date],
  );
  return new Map(rows.map((r) => [`${r.employee_id}|${r.pay_type_id}`, Number(r.hours)]));
}

/** What the settings form reads: the settings (defaults before the first save), the leave types it offers and the version to save against. */
export interface BalanceSettingsReply extends LeaveBalanceSettings {
  payTypes: Array<{ id: string; name: string }>;
  /** False until the company saves its settings: until then an import answers noSetting. */
  saved: boolean;
  version: number;
}

const DEFAULTS: LeaveBalanceSettings = { onePayTypePerRow: false, standardHoursColumn: null, payIdColumn: '0', paytypeNameColumn: null, leavebalanceVoList: [] };

/** The leave balance settings form's read (document 3 §3, §7). */
@Injectable()
export class BalanceSettingsQueries {
  constructor(private readonly streams: Streams) {}

  /** GET /api/leave-balance/settings. */
  settings(principal: Principal): Promise<BalanceSettingsReply> {
    return this.streams.transaction(async (tx) => {
      const [row, types] = await Promise.all([settingsOf(tx, principal.companyId), leaveTypesOf(tx, principal.companyId)]);
      const configured = new Set(row?.settings.leavebalanceVoList.map((i) => i.payType) ?? []);
      // Active leave types, and any retired one the settings still name so that the form shows it.
      const offered = offeredLeaveTypes(types.filter((t) => t.active || configured.has(t.id))).map(({ id, name }) => ({ id, name }));
      return { ...(row?.settings ?? DEFAULTS), payTypes: offered, saved: row !== null, version: row?.version ?? 0 };
    });
  }
}
