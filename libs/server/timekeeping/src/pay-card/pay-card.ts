import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Injectable } from '@nestjs/common';
import { PayCardDto, PayrollType } from '@timekeep/contracts';
import { decidePayCardDelete, decidePayCardFile, decidePayCardSave, PayCardRow, payCardFileType, TimekeepingError, timesheetStreamId } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import { AppConfig, CommandContext, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PayCardFileEntity } from '../core/pay-card-file.entity';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { randomUUID } from 'node:crypto';
import { PayPeriods } from '../pay-periods/pay-periods';
import { CompanyFacts } from '../core/timesheet-inputs';
import { TimesheetCalculator } from '../core/timesheet-calculator';
import { lockForEmployeeWrite } from '../core/timesheet-locks';
import { totalsOf } from '../core/timesheet-view';
import { TimesheetWriter } from '../core/timesheet-writer';
import { PayCardLineEntity } from '../core/pay-card-line.entity';
import { AUTO, payCardOf } from '../core/pay-card-view';


/** The employee, or the pay card's noEmployee (document 2 §8). */
async function employeeOrNone(tx: OrmTx, scope: ManagementScope, principal: CommandContext['principal'], employeeId: string | undefined): Promise<EmployeeEntity> {
  if (!employeeId) throw new TimekeepingError('noEmployee');
  try {
    return await reachableEmployee(tx, scope, principal, employeeId);
  } catch {
    throw new TimekeepingError('noEmployee');
  }
}

/**
 * The pay card of one pay period (document 2 §3 "Pay card"): a row per pay type the timesheet paid,
 * its units the timesheet's hours and its Eff Units what payroll is paid (the units unless someone
 * set them), and the rows added by hand.
 */
@Injectable()
export class PayCards {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly periods: PayPeriods,
    private readonly calculator: TimesheetCalculator,
  ) {}

  /** The card's file, if the principal may see its employee; else 404 (another company's, or out of scope). */
  async fileOwner(principal: Principal, fileName: string): Promise<PayCardFileEntity> {
    return this.streams.transaction(async (tx) => {
      const file = /^[0-9a-f]{32}\.(jpg|pdf)$/.test(fileName) ? await tx.manager.findOneBy(PayCardFileEntity, { fileName, companyId: principal.companyId }) : null;
      if (!file) throw new TimekeepingError('notFound', 'This file does not exist.');
      await reachableEmployee(tx, this.scope, principal, file.employeeId);
      return file;
    });
  }

  async get(principal: Principal, employeeId: string | undefined, fromDate: string, now: Date): Promise<PayCardDto> {
    return this.streams.transaction(async (tx) => {
      const employee = await employeeOrNone(tx, this.scope, principal, employeeId);
      return this.within(tx, employee, fromDate, now);
    });
  }

  async within(tx: OrmTx, employee: EmployeeEntity, fromDate: string, now: Date): Promise<PayCardDto> {
    const facts = await CompanyFacts.load(tx, employee.companyId);
    const period = await this.periods.periodOf(tx, employee.companyId, facts.payGroupOf(employee), fromDate);
    const days = await this.calculator.fresh(tx, async () => facts, employee, period.fromDate, period.toDate, now, () => lockForEmployeeWrite(tx, employee.companyId, employee.id));
    const lines = await tx.manager.find(PayCardLineEntity, { where: { employeeId: employee.id, fromDate: period.fromDate }, order: { updatedAt: 'ASC' } });
    const files = await tx.manager.find(PayCardFileEntity, { where: { employeeId: employee.id, fromDate: period.fromDate }, order: { uploadedAt: 'ASC' } });
    const version = await this.streams.version(tx, employee.companyId, timesheetStreamId(employee.id));
    return payCardOf(employee, period, totalsOf(days.map((d) => d.data)), lines, files, facts, version);
  }
}

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

/** Where pay card files live: UPLOAD_DIR/pay-card, each under a random 128-bit name. */
export const payCardFilesDir = (config: AppConfig) => resolve(config.uploadDir, 'pay-card');

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
      const allowed = new Set(companyFacts.payTypes.filter((t) => !t.leaveStatus).map((t) => t.id));
      const events = decidePayCardSave(
        state,
        employee.id,
        { fromDate: period.fromDate, toDate: period.toDate },
        rows.map((r) => ({ ...r, id: r.id?.startsWith(AUTO) ? null : r.id })),
        { projectRequired: companyFacts.settings.outFaceTypeId === PayrollType.GreenTreeJobCosting, allowedPayTypeIds: allowed, paidPayTypeIds: paid },
        randomUUID,
      );
      const projectRequired = companyFacts.settings.outFaceTypeId === PayrollType.GreenTreeJobCosting;
      const attached = file ? decidePayCardFile(employee.id, { ...file, fromDate: period.fromDate }, { projectRequired, hasProject: rows.some((r) => !!r.projectId) || [...state.payCard.values()].some((l) => l.fromDate === period.fromDate && !!l.projectId) }) : [];
      return { events: [...events, ...attached], dates: [period.fromDate], result: null };
    });
  }
}

export class DeletePayCardDetailsCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly ids: string[],
  ) {}
}

@CommandHandler(DeletePayCardDetailsCommand)
export class DeletePayCardDetailsHandler implements ICommandHandler<DeletePayCardDetailsCommand, void> {
  constructor(private readonly writer: TimesheetWriter) {}

  async execute({ context, employeeId, ids }: DeletePayCardDetailsCommand): Promise<void> {
    await this.writer.write(context, employeeId, undefined, ({ state, employee }) => {
      const events = decidePayCardDelete(state, employee.id, ids);
      return { events, dates: ids.map((id) => state.payCard.get(id)?.fromDate as string), result: null };
    });
  }
}
