import type { DateWindow, PayType } from '@timekeep/contracts';
import type { SaveFacts } from '@timekeep/domain-leave';
import { dateOf, dayOf, DayConversion, leaveDayHours, scheduledDay, scheduledMinutes, sectionInterval } from '@timekeep/domain-time-engine';
import type { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx } from '@timekeep/server-platform';
import { CompanyFacts, employeeDaysAndPunches, timesheetInputOf } from '@timekeep/server-timekeeping';

/** How the type turns a day of leave into hours (document 2 §4), as the engine reads it. */
export function conversionOf(type: PayType): DayConversion {
  return { mode: type.byStandardHour ? 'byStandardHour' : type.percentage ? 'percentage' : 'ctDay', ctDay: type.ctDay };
}

/** A leave type of the company: a pay type with leaveStatus, active. */
export const isLeaveType = (type: PayType | undefined): type is PayType => !!type && type.leaveStatus && type.active !== false;

/**
 * The facts a save is decided on: each day's schedule as the timesheet computes it (the employee's
 * own days over their template, in their department's zone), the holidays, the type's conversion
 * and the employee's other Pending or Approved requests.
 */
export async function saveFactsOf(tx: OrmTx, employee: EmployeeEntity, payTypeId: string, from: string, to: string, now: Date, window: DateWindow): Promise<SaveFacts & { company: CompanyFacts }> {
  const company = await CompanyFacts.load(tx, employee.companyId);
  const { customDays } = await employeeDaysAndPunches(tx, [employee.id], from, to);
  const input = timesheetInputOf(company, employee, from, to, { customDays: customDays.get(employee.id) ?? new Map(), punches: [] }, Math.floor(now.getTime() / 1000));
  const days: SaveFacts['days'] extends ReadonlyMap<string, infer F> ? Map<string, F> : never = new Map();
  for (let day = dayOf(from); day <= dayOf(to); day++) {
    const date = dateOf(day);
    const kind = scheduledDay(input.schedule, date, input.customRules);
    const minutes = kind.kind === 'working' ? kind.rule.workSections.reduce((n, s) => n + scheduledMinutes(sectionInterval(s, date, input.zone)), 0) : 0;
    days.set(date, { date, holiday: input.holidays.has(date), scheduled: kind.kind === 'working', scheduledMinutes: minutes, hasSchedule: kind.kind !== 'unscheduled' });
  }
  const type = company.payTypes.find((t) => t.id === payTypeId);
  const others = await tx.sql.query<{ id: string; payTypeId: string; fromDate: string; toDate: string }>(
    `SELECT id, pay_type_id AS "payTypeId", from_date::text AS "fromDate", to_date::text AS "toDate" FROM leave_request
      WHERE employee_id = $1 AND status IN ('Pending', 'Approved') AND from_date <= $3 AND to_date >= $2`,
    [employee.id, from, to],
  );
  return {
    company,
    employee: { active: employee.status === 'Active', hireOn: employee.hireOn },
    window,
    payType: type ? { id: type.id, name: type.name, leaveStatus: isLeaveType(type) } : null,
    days,
    others: others.rows,
    hoursPerDay: leaveDayHours(type ? conversionOf(type) : undefined, employee.record.standardHours, input.payGroup.convertUnit),
    zone: input.zone,
  };
}
