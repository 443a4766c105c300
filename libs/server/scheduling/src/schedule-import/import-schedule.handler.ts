import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, type ImportRowProblem, MODEL_ERROR, Resource, ROW_ERRORS, SCHEDULE_TEXTS } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { NotAllowed, Refusal, StaleForm } from '@timekeep/domain-kernel';
import {
  type CustomDay,
  employeeOfLine,
  IMPORT_TEXTS,
  importedDays,
  type ImportEmployee,
  type ImportFacts,
  positionOfLine,
  readScheduleRows,
  type ResolvedLine,
  ScheduleImportError,
} from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { ConcurrencyError } from '@timekeep/event-store';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeEntity, mustHave, settingsWithin } from '@timekeep/server-people';
import { CommandContext, NotASpreadsheet, OrmTx, readSpreadsheet, spreadsheetFormatOf, Streams } from '@timekeep/server-platform';
import { EmployeeDays } from '../employee-schedules/employee-days';
import { resolvedDays } from '../employee-schedules/employee-schedule.stream';
import { ClosedDays } from '../ports/closed-days.port';
import { importCandidates, importPositions } from './schedule-import.queries';

export class ImportScheduleCommand {
  constructor(
    readonly context: CommandContext,
    /** The uploaded file; absent when none was sent. */
    readonly file: { name: string; bytes: Buffer } | undefined,
  ) {}
}

export interface ImportScheduleResult {
  /** Employees and days the file schedules. */
  employees: number;
  days: number;
  /** Employees whose schedule changed: none when the same file is imported again. */
  changedEmployees: number;
}

const CONFLICT = 'A schedule in the file was changed by someone else while it was imported. Nothing was imported; try again.';

/** What a refusal of the shared day writer says on a row (the checks above make these rare: a change made meanwhile). */
const WRITE_TEXTS: Record<string, string> = {
  timeclash: SCHEDULE_TEXTS.timeclash,
  nextDay: IMPORT_TEXTS.twoNextDays,
  payOnFinishDayConflicts: IMPORT_TEXTS.payOnFinishDay,
  scheduleConflict: SCHEDULE_TEXTS.timeclash,
  closedPeriod: 'A day of this employee in the file is in a closed pay period.',
};

/** The file's first sheet: a legacy .xls (the spec's) or, for convenience, an .xlsx; anything else does not follow the template. */
async function sheetOf(file: { name: string; bytes: Buffer }) {
  const format = spreadsheetFormatOf(file.bytes, file.name, ['xls', 'xlsx']);
  if (!format) throw new ScheduleImportError(MODEL_ERROR);
  try {
    return await readSpreadsheet(file.bytes, format);
  } catch (error) {
    if (error instanceof NotASpreadsheet) throw new ScheduleImportError(MODEL_ERROR);
    throw error;
  }
}

/**
 * POST /schedule/uploadExl (document 3 §2, §7, §8): the whole file is read and checked before
 * anything is written; a file that does not follow the template is 'modelerror', rows that cannot
 * be imported are listed by row number ('rowErrors') and nothing is written. Then, in one
 * transaction, each employee's days in the file become those days' schedules through the one
 * writer of employee days, which leaves unchanged days alone: the same file again appends nothing.
 */
@CommandHandler(ImportScheduleCommand)
export class ImportScheduleHandler implements ICommandHandler<ImportScheduleCommand, ImportScheduleResult> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly payRules: PayRuleLookup,
    private readonly closedDays: ClosedDays,
    private readonly days: EmployeeDays,
  ) {}

  async execute({ context, file }: ImportScheduleCommand): Promise<ImportScheduleResult> {
    const principal = context.principal;
    // Importing schedules is both an import and a change of employees' schedules.
    mustHave(can(principal, Resource.Schedule, Action.Update));
    if (!file?.bytes.length) throw new ScheduleImportError('invalid', 'Choose an .xls file to import.');
    const { lines, problems: rowProblems } = readScheduleRows(await sheetOf(file));
    const reach = await this.scope.reachOf(principal);
    const importContext: CommandContext = { ...context, source: 'import' };

    try {
      return await this.streams.transaction(async (tx) => {
        const companyId = principal.companyId;
        const problems: ImportRowProblem[] = [...rowProblems];
        const candidates = await importCandidates(tx, companyId, lines.flatMap((l) => l.payId ?? []), lines.flatMap((l) => l.clockId ?? []), reach);
        const entities = new Map(candidates.map((e) => [e.id, e]));
        const asCandidate = (e: EmployeeEntity): ImportEmployee => ({ id: e.id, payId: e.payId, clockId: e.clockId });
        const byPayId = new Map(candidates.filter((e) => e.payId).map((e) => [(e.payId as string).toLowerCase(), asCandidate(e)]));
        const byClockId = new Map(candidates.filter((e) => e.status === 'Active' && e.clockId !== null).map((e) => [e.clockId as number, asCandidate(e)]));
        const positions = lines.some((l) => l.position) ? await importPositions(tx, companyId) : [];

        const resolved: ResolvedLine[] = [];
        for (const line of lines) {
          const employee = employeeOfLine(line, byPayId, byClockId);
          const position = line.position ? positionOfLine(line.position, positions) : null;
          if (typeof employee === 'string') problems.push({ row: line.row, message: employee });
          if (typeof position === 'string') problems.push({ row: line.row, message: position });
          if (typeof employee !== 'string' && typeof position !== 'string') resolved.push({ ...line, employeeId: employee.id, positionId: position?.id ?? null });
        }

        const facts = await this.factsOf(tx, companyId, resolved, entities);
        const { days, problems: dayProblems } = importedDays(resolved, facts);
        problems.push(...dayProblems);
        if (problems.length) throw new ScheduleImportError(ROW_ERRORS, ROW_ERRORS, byRow(problems));

        // Employees in id order, as every writer of several employees takes their locks.
        let changedEmployees = 0;
        for (const employeeId of [...days.keys()].sort()) {
          const employeeDays = days.get(employeeId) ?? [];
          try {
            const changed = await this.days.write(tx, importContext, entities.get(employeeId) as EmployeeEntity, employeeDays.map((d) => ({ date: d.date, rule: d.rule })), { conflictText: CONFLICT });
            if (changed) changedEmployees++;
          } catch (error) {
            if (!(error instanceof Refusal) || error instanceof StaleForm || error instanceof NotAllowed) throw error;
            const message = error.message.includes(' ') ? error.message : (WRITE_TEXTS[error.message] ?? error.message);
            throw new ScheduleImportError(ROW_ERRORS, ROW_ERRORS, byRow(employeeDays.flatMap((d) => d.rows.map((row) => ({ row, message })))));
          }
        }
        return { employees: days.size, days: [...days.values()].reduce((n, d) => n + d.length, 0), changedEmployees };
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(CONFLICT);
      throw error;
    }
  }

  /** Per employee of the file: the closed dates among its days, whether their pay group pays on the finish day, their days around the file's as they are now. */
  private async factsOf(tx: OrmTx, companyId: string, lines: readonly ResolvedLine[], entities: ReadonlyMap<string, EmployeeEntity>): Promise<ImportFacts> {
    const settings = await settingsWithin(tx, companyId);
    const datesOf = new Map<string, Set<string>>();
    for (const line of lines) datesOf.set(line.employeeId, (datesOf.get(line.employeeId) ?? new Set()).add(line.date));
    const allDates = lines.map((l) => l.date).sort();
    const closedDays = allDates.length ? await this.closedDays.closedDaysWithin(tx, companyId, [...datesOf.keys()], allDates[0], allDates[allDates.length - 1]) : [];
    const closed = new Set(closedDays.map((d) => `${d.employeeId}|${d.date}`));
    const paysOnFinishDay = new Set<string>();
    const current = new Map<string, Map<string, Pick<CustomDay, 'workSections'>>>();
    const groupPaysOnFinishDay = new Map<string, boolean>();
    for (const [employeeId, dateSet] of datesOf) {
      const employee = entities.get(employeeId) as EmployeeEntity;
      const dates = [...dateSet].sort();
      const group = employee.record.paygroupId;
      if (!groupPaysOnFinishDay.has(group)) groupPaysOnFinishDay.set(group, await this.payRules.paysOnFinishDay(tx, companyId, group));
      if (groupPaysOnFinishDay.get(group)) paysOnFinishDay.add(employeeId);
      const { days } = await resolvedDays(tx, this.payRules, employee, dateOf(dayOf(dates[0]) - 1), dateOf(dayOf(dates[dates.length - 1]) + 1));
      current.set(employeeId, new Map(days.map((d) => [d.title, d])));
    }
    return { closed, paysOnFinishDay, current, rules: { tasksRequired: settings.isTaskCodeEnabled } };
  }
}

const byRow = (problems: ImportRowProblem[]) => [...problems].sort((a, b) => a.row - b.row);
