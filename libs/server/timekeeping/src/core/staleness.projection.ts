import { EventType } from '@timekeep/contracts';
import type { PayGroupFields } from '@timekeep/contracts';
import { contextRange, dateOf, dayOf } from '@timekeep/domain-time-engine';
import { decidePeriodRuleChange, TimekeepingError } from '@timekeep/domain-timekeeping';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { assertDatesOpen } from '../pay-periods/pay-periods';
import { lockCompanyExclusive, lockForEmployeeWrite } from './timesheet-locks';

/** Every date of a leave's range: a request in a closed period is refused, whichever of its days is closed. */
function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = dayOf(from); day <= dayOf(to); day++) dates.push(dateOf(day));
  return dates;
}

/**
 * Changes to one employee's facts: the employee and the dates they touch (null: every date). A
 * dated change is one a closed pay period refuses; an undated one (their record, their pay group)
 * applies to open periods only, the closed ones' days being frozen. A change from a date on (her
 * employment type) pays every day after it differently, so a closed day on or after it refuses it.
 */
function employeeChange(event: RecordedEvent): { employeeId: string; dates: string[] | null; from?: string } | null {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case EventType.PunchRecorded:
    case EventType.PunchChanged:
      return { employeeId: data.employeeId as string, dates: [(data.local as string).slice(0, 10), data.day as string] };
    case EventType.PunchPairApproved:
    case EventType.PunchPairUnapproved:
      return { employeeId: data.employeeId as string, dates: [data.date as string] };
    case EventType.PunchDeleted:
    case EventType.PunchPairChanged:
      return { employeeId: data.employeeId as string, dates: null };
    case EventType.EmployeeScheduleChanged:
      return { employeeId: data.employeeId as string, dates: (data.days as Array<{ date: string }>).map((d) => d.date) };
    case EventType.LeaveRequested:
    case EventType.LeaveApproved:
    case EventType.LeaveDeclined:
    case EventType.LeaveCancelled:
    case EventType.LeaveReturnedToPending:
      return { employeeId: data.employeeId as string, dates: datesOf(data.fromDate as string, data.toDate as string) };
    case EventType.LeaveChanged:
      return { employeeId: data.employeeId as string, dates: [...datesOf(data.previousFromDate as string, data.previousToDate as string), ...datesOf(data.fromDate as string, data.toDate as string)] };
    case EventType.EmploymentTypesChanged:
      return { employeeId: data.employeeId as string, dates: null, from: data.effectiveFrom as string };
    case EventType.WorkingDaysChanged:
    case EventType.EmployeeDetailsChanged:
    case EventType.DepartmentMoved:
    case EventType.PayGroupChanged:
    case EventType.EmployeeStatusChanged:
      return { employeeId: data.employeeId as string, dates: null };
    default:
      return null;
  }
}

/** Changes to what many employees share: the company's rules, structure and settings. */
const COMPANY_WIDE: ReadonlySet<string> = new Set([
  EventType.PayGroupSaved,
  EventType.PayGroupDeleted,
  EventType.RoundingRuleSaved,
  EventType.RoundingRuleDeleted,
  EventType.HolidaySaved,
  EventType.HolidayDeleted,
  EventType.PayTypeSaved,
  EventType.PayTypeDeleted,
  EventType.SkillSaved,
  EventType.SkillDeleted,
  EventType.ConditionSetSaved,
  EventType.ConditionSetDeleted,
  EventType.ScheduleTemplateSaved,
  EventType.ScheduleTemplateDeleted,
  EventType.DepartmentChanged,
  EventType.DepartmentRemoved,
  EventType.CustomerSettingsChanged,
  EventType.CompanyDetailsChanged,
]);

export const isCompanyWideChange = (type: string) => COMPANY_WIDE.has(type);

/**
 * Inline, in the transaction of the change itself: every pay-affecting change marks the stored
 * days it may alter as stale, so no change commits without its mark. A pay group, template or
 * employee change marks only its employees; other shared rules mark the whole company. Reads
 * recompute marked days before answering, and a worker job recomputes them in the background.
 *
 * It is also where the closed-period guard meets every write path: a dated change to an employee
 * inside a closed period is refused here, whichever context made it (docs/decisions/0031), and a
 * pay group may not change its periods under a closed one. Days a close froze are never marked.
 */
export class TimesheetStalenessProjection implements Projection<OrmTx> {
  readonly name = 'timesheet-staleness';
  readonly version = 1;
  readonly tables = [] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    // Consecutive dated changes to one employee, marked together (in order with everything else).
    let pending: { companyId: string; employeeId: string; dates: string[] } | null = null;
    const flush = async () => {
      if (pending) await markDatedChange(tx, pending);
      pending = null;
    };
    for (const event of events) {
      if (COMPANY_WIDE.has(event.type)) {
        await flush();
        await lockCompanyExclusive(tx, event.companyId);
        const id = (event.data as { id?: string }).id;
        if (event.type === EventType.PayGroupSaved) await refuseMovingClosedPeriods(tx, event);
        if (event.type === EventType.PayGroupSaved || event.type === EventType.PayGroupDeleted) {
          await tx.sql.query(
            `UPDATE timesheet_day SET stale = true WHERE company_id = $1 AND NOT stale AND frozen_by IS NULL AND employee_id IN (SELECT id FROM employee WHERE company_id = $1 AND pay_group_id = $2)`,
            [event.companyId, id],
          );
        } else if (event.type === EventType.ScheduleTemplateSaved || event.type === EventType.ScheduleTemplateDeleted) {
          // Its employees, and those with no template of their own, who may have it from a department or the company.
          await tx.sql.query(
            `UPDATE timesheet_day SET stale = true WHERE company_id = $1 AND NOT stale AND frozen_by IS NULL AND employee_id IN (SELECT id FROM employee WHERE company_id = $1 AND coalesce(record->>'scheduleId', '') IN ($2, ''))`,
            [event.companyId, id],
          );
        } else {
          await tx.sql.query('UPDATE timesheet_day SET stale = true WHERE company_id = $1 AND NOT stale AND frozen_by IS NULL', [event.companyId]);
        }
        continue;
      }
      const change = employeeChange(event);
      if (!change) continue;
      if (change.dates && pending?.employeeId === change.employeeId && pending.companyId === event.companyId) {
        // One append of many dated changes to one employee (a clock log's month of reads) is guarded and marked once.
        pending.dates.push(...change.dates);
        continue;
      }
      await flush();
      if (change.dates) {
        pending = { companyId: event.companyId, employeeId: change.employeeId, dates: [...change.dates] };
        continue;
      }
      // The company's lock first (shared), as every writer takes them: a close holds it exclusively,
      // so a change either commits before the close looks or sees the period closed.
      await lockForEmployeeWrite(tx, event.companyId, change.employeeId);
      if (change.from) {
        await assertOpenFrom(tx, change.employeeId, change.from);
        await tx.sql.query('UPDATE timesheet_day SET stale = true WHERE employee_id = $1 AND date >= $2 AND NOT stale AND frozen_by IS NULL', [change.employeeId, change.from]);
        continue;
      }
      await tx.sql.query('UPDATE timesheet_day SET stale = true WHERE employee_id = $1 AND NOT stale AND frozen_by IS NULL', [change.employeeId]);
    }
    await flush();
  }
}

/** Refuses dated changes to an employee inside a closed period, and marks the days they may alter. */
async function markDatedChange(tx: OrmTx, change: { companyId: string; employeeId: string; dates: string[] }): Promise<void> {
  await lockForEmployeeWrite(tx, change.companyId, change.employeeId);
  await assertDatesOpen(tx, change.employeeId, change.dates);
  // The whole pay periods and weeks around the dates: overtime and guaranteed hours span them.
  const { rows } = await tx.sql.query<{ fields: PayGroupFields }>(`SELECT pg.fields FROM employee e JOIN pay_rule pg ON pg.id = e.pay_group_id WHERE e.id = $1`, [change.employeeId]);
  const days = change.dates.map(dayOf);
  const from = dateOf(Math.min(...days) - 1);
  const to = dateOf(Math.max(...days) + 1);
  const range = rows[0] ? contextRange(rows[0].fields, from, to) : { from, to };
  await tx.sql.query('UPDATE timesheet_day SET stale = true WHERE employee_id = $1 AND date BETWEEN $2 AND $3 AND NOT stale AND frozen_by IS NULL', [change.employeeId, range.from, range.to]);
}

/** A change that pays every day from `from` on differently: refused when a close froze one of them. */
async function assertOpenFrom(tx: OrmTx, employeeId: string, from: string): Promise<void> {
  const { rowCount } = await tx.sql.query('SELECT 1 FROM timesheet_day WHERE employee_id = $1 AND date >= $2 AND frozen_by IS NOT NULL LIMIT 1', [employeeId, from]);
  if (rowCount) throw new TimekeepingError('closedPeriod');
}

/** A pay group's new period rule must keep each of its closed periods whole (decidePeriodRuleChange). */
async function refuseMovingClosedPeriods(tx: OrmTx, event: RecordedEvent): Promise<void> {
  const data = event.data as { id: string; fields: PayGroupFields };
  const { rows } = await tx.sql.query<{ fromDate: string; toDate: string }>(
    `SELECT from_date::text AS "fromDate", to_date::text AS "toDate" FROM pay_period WHERE pay_group_id = $1 AND company_id = $2 AND closed`,
    [data.id, event.companyId],
  );
  decidePeriodRuleChange({ period: data.fields.period, startTime: data.fields.startTime, startDayOfMonth: data.fields.startDayOfMonth }, rows);
}
