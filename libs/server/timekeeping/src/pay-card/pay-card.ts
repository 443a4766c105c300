import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Injectable } from '@nestjs/common';
import { PayCardDto, PayrollType } from '@timekeep/contracts';
import { decidePayCardDelete, decidePayCardSave, PayCardRow, TimekeepingError, timesheetStreamId } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { randomUUID } from 'node:crypto';
import { PayPeriods } from '../pay-periods/pay-periods';
import { CompanyFacts } from '../timesheets/timesheet-inputs';
import { TimesheetCalculator } from '../timesheets/timesheet-calculator';
import { lockForEmployeeWrite } from '../timesheets/timesheet-locks';
import { totalsOf } from '../timesheets/timesheet-view';
import { TimesheetWriter } from '../timesheets/timesheet-writer';
import { PayCardLineEntity } from './pay-card-line.entity';

/** A timesheet row not yet set by anyone is named by its pay type. */
const AUTO = 'auto:';

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
    const totals = totalsOf(days.map((d) => d.data));
    const lines = await tx.manager.find(PayCardLineEntity, { where: { employeeId: employee.id, fromDate: period.fromDate }, order: { updatedAt: 'ASC' } });
    const names = new Map(facts.payTypes.map((t) => [t.id, t.name]));
    const details: PayCardDto['details'] = totals.map((t) => {
      const line = lines.find((l) => l.payTypeId === t.payTypeId && !l.manualAdd);
      return {
        id: line?.id ?? `${AUTO}${t.payTypeId}`,
        payTypeId: t.payTypeId,
        payTypeName: t.name,
        units: t.value,
        effUnits: line?.effUnits ?? t.value,
        notes: line?.notes ?? null,
        projectId: line?.projectId ?? null,
        modifiedId: line ? line.modifiedBy : null,
        modifiedName: line ? line.modifiedBy : null,
        manualAdd: false,
      };
    });
    for (const line of lines.filter((l) => l.manualAdd || !totals.some((t) => t.payTypeId === l.payTypeId))) {
      details.push({ id: line.id, payTypeId: line.payTypeId, payTypeName: names.get(line.payTypeId) ?? '', units: 0, effUnits: line.effUnits ?? 0, notes: line.notes, projectId: line.projectId, modifiedId: line.modifiedBy, modifiedName: line.modifiedBy, manualAdd: line.manualAdd });
    }
    return {
      id: period.id,
      employeeId: employee.id,
      employeeName: `${employee.firstName} ${employee.lastName}`,
      fromDate: period.fromDate,
      toDate: period.toDate,
      description: null,
      details,
      version: await this.streams.version(tx, employee.companyId, timesheetStreamId(employee.id)),
    };
  }
}

export class SavePayCardCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string | undefined,
    readonly fromDate: string,
    readonly rows: PayCardRow[],
    readonly version?: number,
  ) {}
}

@CommandHandler(SavePayCardCommand)
export class SavePayCardHandler implements ICommandHandler<SavePayCardCommand, void> {
  constructor(
    private readonly writer: TimesheetWriter,
    private readonly periods: PayPeriods,
    private readonly calculator: TimesheetCalculator,
  ) {}

  async execute({ context, employeeId, fromDate, rows, version }: SavePayCardCommand): Promise<void> {
    if (!employeeId) throw new TimekeepingError('noEmployee');
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
      return { events, dates: [period.fromDate], result: null };
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
