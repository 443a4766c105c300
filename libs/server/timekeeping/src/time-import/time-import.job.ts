import { Injectable } from '@nestjs/common';
import { JobKind, SyncType, TimeImportFileReport, TimeImportResult } from '@timekeep/contracts';
import { Refusal } from '@timekeep/domain-kernel';
import { type ClockReadFate, clockReadFates, decideRecordPunches, NewPunch, timeImportOutcome } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, JobContext, JobHandler, requesterContext, Streams, SyncLog } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { closedDatesOf } from '../pay-periods/pay-periods';
import { TimesheetWriter } from '../core/timesheet-writer';
import { clockEmployees, heldReads, heldReadsBetween, recordReads, type StagedFile, stagedFiles } from './time-import.queries';

/** A read of the upload bound to its employee, with the file that first gave it. */
interface BoundRead {
  local: string;
  file: number;
}


const PROGRESS_EVERY_MS = 250;

/**
 * The time import in the worker (docs/decisions/0035-time-import.md). The staged reads are matched
 * to active employees by Clock ID within the requester's reach, then written through the
 * timesheet's write path one employee at a time (its own transaction: rights and scope,
 * the locks, the append with source 'import' and entry 'Clock', the touched days recomputed).
 *
 * Exactly once: each read written is a `clock_read` row (employee, second) in the transaction of
 * its punch, so a read already there is never appended again: the same file imported again, an
 * overlapping file, or this run delivered a second time after a crash. A read this run itself
 * wrote (a redelivery) is still reported as added. Reads on days a closed pay period froze are
 * counted, not written.
 */
@Injectable()
export class TimeImportJob implements JobHandler<typeof JobKind.TimeImport, TimeImportResult> {
  readonly kind = JobKind.TimeImport;

  constructor(
    private readonly writer: TimesheetWriter,
    private readonly scope: ManagementScope,
    private readonly streams: Streams,
    private readonly syncLog: SyncLog,
  ) {}

  async run(job: JobContext<typeof JobKind.TimeImport>): Promise<TimeImportResult> {
    const context: CommandContext = { ...requesterContext(job, job.payload.requester), source: 'import' };
    const reach = await this.scope.reachOf(context.principal);
    const { files, employees } = await this.streams.transaction(async (tx) => {
      const staged = await stagedFiles(tx, job.companyId, job.payload.uploadId);
      const pins = [...new Set(staged.flatMap((f) => f.reads.map((r) => r.pin)))];
      return { files: staged, employees: await clockEmployees(tx, job.companyId, pins, reach) };
    });
    if (!files.length) throw new Error(`The staged files of upload ${job.payload.uploadId} are gone (kept 7 days); upload the files again.`);
    const byPin = new Map(employees.map((e) => [e.clockId, e]));

    const reports = files.map((f) => fileReport(f, byPin));
    // Per employee, each read once: a read a later file of the upload repeats is that file's "already imported".
    // One transaction per employee, not per employee and month: a transaction's fixed cost (locks, stream load,
    // company facts) dominated, and the real log's 504 employee-months took twice as long (ADR 0035).
    const batches = new Map<string, Map<string, BoundRead>>();
    for (const file of files) {
      for (const read of file.reads) {
        const employee = byPin.get(read.pin);
        if (!employee) continue;
        const key = employee.id;
        const batch = batches.get(key) ?? new Map<string, BoundRead>();
        batches.set(key, batch);
        if (batch.has(read.local)) reports[file.index].alreadyImported++;
        else batch.set(read.local, { local: read.local, file: file.index });
      }
    }
    const total = [...batches.values()].reduce((n, b) => n + b.size, 0);
    const locals = [...batches.values()].flatMap((b) => [...b.keys()]).sort();
    const heldBefore = locals.length ? await this.streams.transaction((tx) => heldReadsBetween(tx, employees.map((e) => e.id), locals[0], locals[locals.length - 1])) : new Map<string, Map<string, string>>();
    const added = new Map<string, number>();
    const names = new Map(employees.map((e) => [e.id, e.name]));
    const hireOn = new Map<string, string>();
    let processed = 0;
    const tell = (employeeId: string, read: BoundRead, fate: ClockReadFate) => {
      const report = reports[read.file];
      if (fate === 'new' || fate === 'ours') {
        report.added++;
        added.set(employeeId, (added.get(employeeId) ?? 0) + 1);
      } else if (fate === 'held') report.alreadyImported++;
      else if (fate === 'beforeHire') beforeHireRead(report, employeeId, names.get(employeeId) ?? '', hireOn.get(employeeId) ?? '', read.local.slice(0, 10));
      else closedRead(report, employeeId, names.get(employeeId) ?? '', read.local.slice(0, 10));
    };
    await job.progress(0, total);
    let reported = Date.now();
    // Employees in id order, as every writer of several employees takes their locks.
    for (const key of [...batches.keys()].sort()) {
      const employeeId = key;
      const all = [...(batches.get(key) as Map<string, BoundRead>).values()].sort((a, b) => (a.local < b.local ? -1 : 1));
      // Reads an earlier import brought in (or this run, delivered before) need no transaction.
      const before = clockReadFates(all.map((r) => r.local), heldBefore.get(employeeId) ?? new Map(), new Set(), context.correlationId);
      for (const [i, read] of all.entries()) if (before[i] !== 'new') tell(employeeId, read, before[i]);
      const reads = all.filter((_, i) => before[i] === 'new');
      const fates = reads.length ? await this.write(context, employeeId, reads, files, hireOn) : [];
      if (!fates) {
        // Out of the requester's reach since the upload (moved, scope changed): as if unknown.
        const employee = employees.find((e) => e.id === employeeId);
        for (const read of reads) unknownRead(reports[read.file], employee?.clockId ?? '?', files[read.file].report.linesByPin);
      } else {
        reads.forEach((read, i) => tell(employeeId, read, fates[i]));
      }
      processed += all.length;
      // At most a few progress writes a second.
      if (Date.now() - reported >= PROGRESS_EVERY_MS || processed === total) {
        await job.progress(processed, total);
        reported = Date.now();
      }
    }
    for (const report of reports) {
      report.unknownPins.sort((a, b) => Number(a.pin) - Number(b.pin));
      report.closed.sort((a, b) => a.name.localeCompare(b.name) || a.from.localeCompare(b.from));
      report.beforeHire.sort((a, b) => a.name.localeCompare(b.name));
    }
    const result: TimeImportResult = {
      files: reports,
      employees: [...added].map(([employeeId, n]) => ({ employeeId, name: names.get(employeeId) ?? '', added: n })).sort((a, b) => a.name.localeCompare(b.name)),
    };
    await this.recordOutcome(job, result);
    return result;
  }

  /** One Sync Results row per run: a second delivery, even one running at the same time, finds it and records none. */
  private async recordOutcome(job: JobContext<typeof JobKind.TimeImport>, result: TimeImportResult): Promise<void> {
    const { status, message } = timeImportOutcome(result);
    await this.streams.transaction(async (tx) => {
      await tx.sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`time-import-outcome:${job.runId}`]);
      const { rows } = await tx.sql.query('SELECT 1 FROM sync_result WHERE job_run_id = $1 LIMIT 1', [job.runId]);
      if (rows.length) return;
      const detail = result.files.map((f) => ({ fileName: f.fileName, lines: f.lines, added: f.added, alreadyImported: f.alreadyImported, unknownPins: f.unknownPins.length, badLines: f.badLineCount }));
      await this.syncLog.record(tx.manager, { companyId: job.companyId, type: SyncType.TimeImport, status, message, detail, jobRunId: job.runId, actorId: job.requestedBy });
    });
  }

  /** One employee's reads in one transaction; null when the employee is no longer within reach. */
  private async write(context: CommandContext, employeeId: string, reads: readonly BoundRead[], files: readonly StagedFile[], hireOn: Map<string, string>): Promise<ClockReadFate[] | null> {
    try {
      const { result } = await this.writer.write(context, employeeId, undefined, async ({ state, employee, tx }) => {
        // Again under the employee's lock: another run of the same reads may have written them meanwhile.
        const held = await heldReads(tx, employee.id, reads.map((r) => r.local));
        const closed = new Set(await closedDatesOf(tx, employee.id, [...new Set(reads.map((r) => r.local.slice(0, 10)))]));
        hireOn.set(employee.id, employee.hireOn);
        const fates = clockReadFates(reads.map((r) => r.local), held, closed, context.correlationId, employee.hireOn);
        const fresh = reads.filter((_, i) => fates[i] === 'new');
        // A clock knows wall times only: the pay date is the wall date until the engine pairs it.
        const punches: NewPunch[] = fresh.map((r) => ({
          id: randomUUID(),
          day: r.local.slice(0, 10),
          punchTime: r.local.slice(11, 16),
          dayType: 'Today',
          reason: null,
          workPlaceId: null,
          positionId: null,
          jobId: null,
          taskId: null,
          entry: 'Clock',
          fileName: files[r.file].fileName,
        }));
        await recordReads(tx, { companyId: employee.companyId, employeeId: employee.id, runId: context.correlationId, importedAt: context.now, reads: fresh.map((r, i) => ({ local: r.local, punchId: punches[i].id, fileName: files[r.file].fileName })) });
        // Every read is kept, double reads included: the engine sets them aside (ADR 0027).
        const events = decideRecordPunches(state, employee.id, punches, { refuseSameMinute: false });
        return { events, dates: [...new Set(punches.map((p) => p.day))], result: fates };
      }, { reply: false });
      return result;
    } catch (error) {
      if (error instanceof Refusal && error.kind === 'notFound') return null;
      throw error;
    }
  }
}

function fileReport(file: StagedFile, byPin: ReadonlyMap<string, unknown>): TimeImportFileReport {
  const { lines, reads, duplicates, badLines, badLineCount, linesByPin } = file.report;
  const unknownPins = Object.entries(linesByPin)
    .filter(([pin]) => !byPin.has(pin))
    .map(([pin, n]) => ({ pin, lines: n }));
  return { fileName: file.fileName, lines, reads, duplicates, added: 0, alreadyImported: 0, closed: [], beforeHire: [], unknownPins, badLines, badLineCount };
}

function unknownRead(report: TimeImportFileReport, pin: string, linesByPin: Record<string, number>): void {
  if (!report.unknownPins.some((u) => u.pin === pin)) report.unknownPins.push({ pin, lines: linesByPin[pin] ?? 0 });
}

function beforeHireRead(report: TimeImportFileReport, employeeId: string, name: string, hireOn: string, date: string): void {
  const entry = report.beforeHire.find((c) => c.employeeId === employeeId);
  if (!entry) report.beforeHire.push({ employeeId, name, hireOn, from: date, to: date, reads: 1 });
  else {
    entry.reads++;
    if (date < entry.from) entry.from = date;
    if (date > entry.to) entry.to = date;
  }
}

function closedRead(report: TimeImportFileReport, employeeId: string, name: string, date: string): void {
  const entry = report.closed.find((c) => c.employeeId === employeeId);
  if (!entry) report.closed.push({ employeeId, name, from: date, to: date, reads: 1 });
  else {
    entry.reads++;
    if (date < entry.from) entry.from = date;
    if (date > entry.to) entry.to = date;
  }
}
