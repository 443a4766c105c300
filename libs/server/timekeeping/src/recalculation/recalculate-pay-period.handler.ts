import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BulkReply, JobKind, RecalculatePayPeriodRequest } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity, mustHave } from '@timekeep/server-people';
import { CommandContext, JobsService, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { TimesheetWriter } from '../core/timesheet-writer';
import { PayPeriodEntity } from '../pay-periods/pay-period.entity';

/** POST /recalculate/recalculateTimeSheet: a pay period's employees (or those named), in the worker, with progress in the run. */
export class RecalculatePayPeriodCommand {
  constructor(
    readonly context: CommandContext,
    readonly request: RecalculatePayPeriodRequest,
  ) {}
}

/** Refuses a closed period, and any named employee out of the user's reach, before it queues anything. */
@CommandHandler(RecalculatePayPeriodCommand)
export class RecalculatePayPeriodHandler implements ICommandHandler<RecalculatePayPeriodCommand, BulkReply> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly jobs: JobsService,
  ) {}

  async execute({ context, request }: RecalculatePayPeriodCommand): Promise<BulkReply> {
    const { payrollTransferId, employees } = request;
    mustHave(TimesheetWriter.mayEdit(context));
    const { period, employeeIds } = await this.streams.transaction(async (tx) => {
      const period = await tx.manager.findOneBy(PayPeriodEntity, { id: payrollTransferId, companyId: context.principal.companyId });
      if (!period) throw new TimekeepingError('notFound', 'This pay period does not exist.');
      if (period.closed) throw new TimekeepingError('invalid', 'Cannot recalculate closed pay period.');
      const ids = employees.length ? employees : await this.employeesOfPayGroup(tx, context.principal, period.payGroupId);
      for (const id of ids) await reachableEmployee(tx, this.scope, context.principal, id);
      return { period, employeeIds: ids };
    });
    const job = await this.jobs.enqueue(context.principal, JobKind.RecalculateTimesheets, { employeeIds, from: period.fromDate, to: period.toDate, reason: 'recalculate' });
    return { message: 'success', job };
  }

  /** The pay group's employees the principal may see. */
  private async employeesOfPayGroup(tx: OrmTx, principal: Principal, payGroupId: string): Promise<string[]> {
    const employees = await tx.manager.findBy(EmployeeEntity, { companyId: principal.companyId, payGroupId });
    const visible: string[] = [];
    for (const e of employees) if (await this.scope.canSee(principal, e.departmentId)) visible.push(e.id);
    return visible;
  }
}
