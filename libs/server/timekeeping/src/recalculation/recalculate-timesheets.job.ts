import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobKind } from '@timekeep/contracts';
import { EmployeeEntity } from '@timekeep/server-people';
import { JobContext, JobHandler, OrmTx, Streams } from '@timekeep/server-platform';
import { DataSource, In } from 'typeorm';
import { TimesheetCalculator } from '../core/timesheet-calculator';
import { CompanyFacts } from '../core/timesheet-inputs';
import { lockCompanyShared, lockEmployee } from '../core/timesheet-locks';

/** Employees per transaction: short enough that a punch save waits at most a moment for the shared lock. */
export const RECALCULATION_BATCH = 50;

interface Work {
  employeeId: string;
  from: string;
  to: string;
}

/**
 * Recalculates timesheets in the worker, a batch of employees per transaction, with progress in
 * the run (employees done of employees to do). Each batch recomputes whole employees over the whole
 * range and commits once, so a crash never leaves an employee's period half written.
 *
 * Safe to run again, and resumable: each batch recomputes from the current inputs and overwrites
 * what it stores; a run given employees and dates skips, on a later attempt, the batches an
 * earlier one recorded as processed (the progress is written after the batch commits, so it never
 * claims a batch that was not stored; at worst one batch is done twice). A run over the company's
 * stale days needs no checkpoint: the days it stored are no longer stale.
 */
@Injectable()
export class RecalculateTimesheetsJob implements JobHandler<typeof JobKind.RecalculateTimesheets, { employees: number; days: number }> {
  readonly kind = JobKind.RecalculateTimesheets;

  constructor(
    private readonly streams: Streams,
    private readonly calculator: TimesheetCalculator,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async run(context: JobContext<typeof JobKind.RecalculateTimesheets>): Promise<{ employees: number; days: number }> {
    const { payload } = context;
    // Named employees and dates (a person asked), or none: the company's stale days (RecalculateTimesheetsPayload).
    const named = payload.employeeIds ? payload : null;
    const work: Work[] = named ? [...new Set(named.employeeIds)].sort().map((employeeId) => ({ employeeId, from: named.from, to: named.to })) : await this.staleWork(context.companyId);
    const start = named ? Math.min(context.resumeFrom - (context.resumeFrom % RECALCULATION_BATCH), work.length) : 0;
    await context.progress(start, work.length);
    let days = 0;
    for (let i = start; i < work.length; i += RECALCULATION_BATCH) {
      const batch = work.slice(i, i + RECALCULATION_BATCH);
      days += await this.streams.transaction((tx) => recalculateBatch(tx, this.calculator, context.companyId, batch, new Date()));
      await context.progress(Math.min(i + RECALCULATION_BATCH, work.length), work.length);
    }
    // Named employees: the days of the range now stored, earlier attempts' included (the batches also store the rest of each pay period).
    if (named) days = await this.storedDays(context.companyId, work.map((w) => w.employeeId), named.from, named.to);
    return { employees: work.length, days };
  }

  private async storedDays(companyId: string, employeeIds: string[], from: string, to: string): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM timesheet_day WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND date BETWEEN $3 AND $4`, [companyId, employeeIds, from, to])) as Array<{ n: number }>;
    return row.n;
  }

  private async staleWork(companyId: string): Promise<Work[]> {
    const rows = (await this.dataSource.query(
      `SELECT employee_id, min(date)::text AS from, max(date)::text AS to FROM timesheet_day WHERE company_id = $1 AND stale GROUP BY employee_id ORDER BY employee_id`,
      [companyId],
    )) as Array<{ employee_id: string; from: string; to: string }>;
    return rows.map((r) => ({ employeeId: r.employee_id, from: r.from, to: r.to }));
  }
}

/** One batch under the locks: the company's shared, each employee's in id order (so two batches never wait on each other in a circle). */
export async function recalculateBatch(tx: OrmTx, calculator: TimesheetCalculator, companyId: string, batch: readonly Work[], now: Date): Promise<number> {
  await lockCompanyShared(tx, companyId);
  const sorted = [...batch].sort((a, b) => a.employeeId.localeCompare(b.employeeId));
  for (const w of sorted) await lockEmployee(tx, w.employeeId);
  const facts = await CompanyFacts.load(tx, companyId);
  const employees = await tx.manager.findBy(EmployeeEntity, { id: In(sorted.map((w) => w.employeeId)), companyId });
  const from = sorted.reduce((m, w) => (w.from < m ? w.from : m), sorted[0].from);
  const to = sorted.reduce((m, w) => (w.to > m ? w.to : m), sorted[0].to);
  return calculator.recomputeMany(tx, facts, employees, from, to, now);
}
