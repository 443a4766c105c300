import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { exportsOnPayrollTemplate } from '@timekeep/contracts';
import { decidePayCardFile, decidePayCardSave, PayCardRow, payCardFileType, TimekeepingError } from '@timekeep/domain-timekeeping';
import { AppConfig, CommandContext } from '@timekeep/server-platform';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AUTO } from '../core/pay-card-view';
import { TimesheetCalculator } from '../core/timesheet-calculator';
import { totalsOf } from '../core/timesheet-view';
import { TimesheetWriter } from '../core/timesheet-writer';
import { PayPeriods } from '../pay-periods/pay-periods';
import { payCardFilesDir } from './pay-card-files';

/** POST /paycard/save: the card's rows of the pay period holding fromDate, and an attachment. */
export class SavePayCardCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string | undefined,
    readonly fromDate: string,
    readonly rows: PayCardRow[],
    readonly version?: number,
    /** An attachment from the dialog's upload (multipart field `file`). */
    readonly file?: { buffer: Buffer; originalname: string },
  ) {}
}

/** The rows are decided against what the period's timesheet pays now (recomputed first where stale), in the timesheet's one write. */
@CommandHandler(SavePayCardCommand)
export class SavePayCardHandler implements ICommandHandler<SavePayCardCommand, void> {
  constructor(
    private readonly writer: TimesheetWriter,
    private readonly periods: PayPeriods,
    private readonly calculator: TimesheetCalculator,
    private readonly config: AppConfig,
  ) {}

  async execute({ context, employeeId, fromDate, rows, version, file }: SavePayCardCommand): Promise<void> {
    if (!employeeId) throw new TimekeepingError('noEmployee');
    // The file is checked before anything is written, stored before the events, and removed again if they are refused.
    const stored = file ? `${randomBytes(16).toString('hex')}.${payCardFileType(file.originalname, file.buffer.subarray(0, 8))}` : null;
    const path = stored ? join(payCardFilesDir(this.config), stored) : null;
    if (file && path) {
      await mkdir(payCardFilesDir(this.config), { recursive: true });
      await writeFile(path, file.buffer, { flag: 'wx' });
    }
    try {
      await this.save(context, employeeId, fromDate, rows, version, stored && file ? { fileName: stored, name: file.originalname.slice(0, 200) } : null);
    } catch (error) {
      if (path) await unlink(path).catch(() => undefined);
      throw error;
    }
  }

  private async save(context: CommandContext, employeeId: string, fromDate: string, rows: PayCardRow[], version: number | undefined, file: { fileName: string; name: string } | null): Promise<void> {
    await this.writer.write(context, employeeId, version, async ({ state, employee, companyFacts, tx }) => {
      const period = await this.periods.periodOf(tx, employee.companyId, companyFacts.payGroupOf(employee), fromDate);
      const days = await this.calculator.fresh(tx, async () => companyFacts, employee, period.fromDate, period.toDate, context.now, async () => undefined);
      const paid = new Set(totalsOf(days.map((d) => d.data)).map((t) => t.payTypeId));
      const projectRequired = exportsOnPayrollTemplate(companyFacts.settings);
      const allowed = new Set(companyFacts.payTypes.filter((t) => !t.leaveStatus).map((t) => t.id));
      const events = decidePayCardSave(
        state,
        employee.id,
        { fromDate: period.fromDate, toDate: period.toDate },
        rows.map((r) => ({ ...r, id: r.id?.startsWith(AUTO) ? null : r.id })),
        { projectRequired, allowedPayTypeIds: allowed, paidPayTypeIds: paid },
        randomUUID,
      );
      const attached = file ? decidePayCardFile(employee.id, { ...file, fromDate: period.fromDate }, { projectRequired, hasProject: rows.some((r) => !!r.projectId) || [...state.payCard.values()].some((l) => l.fromDate === period.fromDate && !!l.projectId) }) : [];
      return { events: [...events, ...attached], dates: [period.fromDate], result: null };
    });
  }
}
