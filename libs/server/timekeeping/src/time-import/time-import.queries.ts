import type { ClockLogProblem, ClockRead } from '@timekeep/domain-timekeeping';
import type { Reach } from '@timekeep/server-organisation';
import type { OrmTx } from '@timekeep/server-platform';

/** What the upload learnt of a file, kept with its reads for the job's report. */
export interface StagedReport {
  lines: number;
  reads: number;
  duplicates: number;
  badLines: ClockLogProblem[];
  badLineCount: number;
  linesByPin: Record<string, number>;
}

export interface StagedFile {
  index: number;
  fileName: string;
  report: StagedReport;
  reads: ClockRead[];
}

/** Staged uploads are kept a week: long enough for any retry of their run, short enough not to pile up. */
const STAGING_DAYS = 7;

export async function sweepStaging(tx: OrmTx, companyId: string, now: Date): Promise<void> {
  await tx.sql.query(`DELETE FROM clock_import_staging WHERE company_id = $1 AND staged_at < $2::timestamptz - make_interval(days => $3)`, [companyId, now.toISOString(), STAGING_DAYS]);
}

/** One file's reads as two parallel arrays: one row, whatever the file's size. */
export async function stageFile(tx: OrmTx, file: { uploadId: string; index: number; companyId: string; fileName: string; report: StagedReport; reads: readonly ClockRead[]; now: Date }): Promise<void> {
  await tx.sql.query(
    `INSERT INTO clock_import_staging (upload_id, file_index, company_id, file_name, report, pins, locals, staged_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [file.uploadId, file.index, file.companyId, file.fileName, JSON.stringify(file.report), file.reads.map((r) => r.pin), file.reads.map((r) => r.local), file.now],
  );
}

export async function stagedFiles(tx: OrmTx, companyId: string, uploadId: string): Promise<StagedFile[]> {
  const { rows } = await tx.sql.query<{ file_index: number; file_name: string; report: StagedReport; pins: string[]; locals: string[] }>(
    `SELECT file_index, file_name, report, pins, locals FROM clock_import_staging WHERE upload_id = $1 AND company_id = $2 ORDER BY file_index`,
    [uploadId, companyId],
  );
  return rows.map((r) => ({ index: r.file_index, fileName: r.file_name, report: r.report, reads: r.pins.map((pin, i) => ({ pin, local: r.locals[i] })) }));
}

/**
 * The active employees whose Clock ID is one of the PINs, within the importer's reach (a clock ID
 * is unique among active employees and passed on when one leaves; another company's or an
 * out-of-scope employee is never a match).
 */
export async function clockEmployees(tx: OrmTx, companyId: string, pins: readonly string[], reach: Reach): Promise<Array<{ id: string; clockId: string; name: string }>> {
  if (!pins.length || (reach !== 'all' && !reach.size)) return [];
  const { rows } = await tx.sql.query<{ id: string; clock_id: string; name: string }>(
    `SELECT id, clock_id::text AS clock_id, first_name || ' ' || last_name AS name FROM employee
      WHERE company_id = $1 AND status = 'Active' AND clock_id = ANY($2::bigint[]) AND ($3::uuid[] IS NULL OR department_id = ANY($3::uuid[]))`,
    [companyId, pins, reach === 'all' ? null : [...reach]],
  );
  return rows.map((r) => ({ id: r.id, clockId: r.clock_id, name: r.name }));
}

/** Which of the employee's reads the timesheet already holds, and the run that brought each. */
export async function heldReads(tx: OrmTx, employeeId: string, locals: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await tx.sql.query<{ local: string; run_id: string }>(
    `SELECT to_char(instant, 'YYYY-MM-DD"T"HH24:MI:SS') AS local, run_id FROM clock_read WHERE employee_id = $1 AND instant = ANY($2::timestamp[])`,
    [employeeId, locals],
  );
  return new Map(rows.map((r) => [r.local, r.run_id]));
}

/**
 * The reads the employees' timesheets already hold between two wall times, by employee and then
 * wall time, with the run that brought each. A held read stays held (clock_read rows are never removed), so
 * the job may skip them before it takes any lock; the rest are checked again under the lock.
 */
export async function heldReadsBetween(tx: OrmTx, employeeIds: readonly string[], from: string, to: string): Promise<Map<string, Map<string, string>>> {
  const held = new Map<string, Map<string, string>>();
  if (!employeeIds.length) return held;
  const { rows } = await tx.sql.query<{ employee_id: string; local: string; run_id: string }>(
    `SELECT employee_id, to_char(instant, 'YYYY-MM-DD"T"HH24:MI:SS') AS local, run_id FROM clock_read WHERE employee_id = ANY($1::uuid[]) AND instant BETWEEN $2::timestamp AND $3::timestamp`,
    [employeeIds, from, to],
  );
  for (const r of rows) held.set(r.employee_id, (held.get(r.employee_id) ?? new Map()).set(r.local, r.run_id));
  return held;
}

export async function recordReads(tx: OrmTx, rows: { companyId: string; employeeId: string; runId: string; importedAt: Date; reads: ReadonlyArray<{ local: string; punchId: string; fileName: string }> }): Promise<void> {
  if (!rows.reads.length) return;
  await tx.sql.query(
    `INSERT INTO clock_read (company_id, employee_id, instant, punch_id, file_name, run_id, imported_at)
     SELECT $1, $2, u.instant, u.punch_id, u.file_name, $3, $4 FROM unnest($5::timestamp[], $6::uuid[], $7::text[]) AS u(instant, punch_id, file_name)`,
    [rows.companyId, rows.employeeId, rows.runId, rows.importedAt, rows.reads.map((r) => r.local), rows.reads.map((r) => r.punchId), rows.reads.map((r) => r.fileName)],
  );
}
