import type { OrmTx } from '@timekeep/server-platform';
import { hoursOf } from '@timekeep/domain-time-engine';
import type { StoredTimesheetDay } from './timesheet-day.entity';

const CHUNK = 5000;

/**
 * Writes the pairs of the days the timesheet just stored (the approvals list's rows), replacing
 * what those days had: called by TimesheetCalculator.store() with the very rows it upserted, so the
 * list never shows a pair the timesheet no longer has. A shift's deducted break is the first
 * pair's, so a shift's paid hours add up to the timesheet's.
 */
export async function storeTimePairs(tx: OrmTx, rows: ReadonlyArray<{ employeeId: string; companyId: string; date: string; data: StoredTimesheetDay }>): Promise<void> {
  const pairs = new Map<string, unknown[]>();
  for (const { employeeId, companyId, date, data } of rows) {
    const shifts = data.workShifts.map((s) => ({ pairs: s.punchPairs, breakMinutes: s.deductTime, scheduled: true }));
    for (const { pairs: list, breakMinutes, scheduled } of [...shifts, { pairs: data.unScheduledPairs, breakMinutes: 0, scheduled: false }]) {
      list.forEach((p, i) => {
        const breakHours = i === 0 ? hoursOf(breakMinutes) : 0;
        const paid = Math.max(0, Math.round((p.worktime - breakHours) * 100) / 100);
        pairs.set(p.id, [p.id, companyId, employeeId, date, p.inPunchId, p.outPunchId, p.rawIn, p.rawOut, paid, breakHours, p.positionId, p.jobId, scheduled]);
      });
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const days = rows.slice(i, i + CHUNK);
    await tx.sql.query('DELETE FROM time_pair t USING unnest($1::uuid[], $2::date[]) AS d(employee_id, date) WHERE t.employee_id = d.employee_id AND t.date = d.date', [days.map((d) => d.employeeId), days.map((d) => d.date)]);
  }
  const values = [...pairs.values()];
  for (let i = 0; i < values.length; i += CHUNK) {
    const chunk = values.slice(i, i + CHUNK);
    const column = (n: number) => chunk.map((v) => v[n]);
    await tx.sql.query(
      `INSERT INTO time_pair (pair_id, company_id, employee_id, date, in_punch_id, out_punch_id, actual_in, actual_out, paid_hours, break_hours, position_id, job_id, scheduled)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::uuid[], $6::uuid[], $7::text[], $8::text[], $9::numeric[], $10::numeric[], $11::uuid[], $12::uuid[], $13::boolean[])
       ON CONFLICT (pair_id) DO UPDATE SET company_id = excluded.company_id, employee_id = excluded.employee_id, date = excluded.date, in_punch_id = excluded.in_punch_id,
         out_punch_id = excluded.out_punch_id, actual_in = excluded.actual_in, actual_out = excluded.actual_out, paid_hours = excluded.paid_hours,
         break_hours = excluded.break_hours, position_id = excluded.position_id, job_id = excluded.job_id, scheduled = excluded.scheduled`,
      Array.from({ length: 13 }, (_, n) => column(n)),
    );
  }
}
