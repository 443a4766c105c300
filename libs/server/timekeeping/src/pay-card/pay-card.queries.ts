import { Injectable } from '@nestjs/common';
import { PayCardDto } from '@timekeep/contracts';
import { TimekeepingError, timesheetStreamId } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { PayCardFileEntity } from '../core/pay-card-file.entity';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { PayPeriods } from '../pay-periods/pay-periods';
import { CompanyFacts } from '../core/timesheet-inputs';
import { TimesheetCalculator } from '../core/timesheet-calculator';
import { lockForEmployeeWrite } from '../core/timesheet-locks';
import { totalsOf } from '../core/timesheet-view';
import { PayCardLineEntity } from '../core/pay-card-line.entity';
import { payCardOf } from '../core/pay-card-view';

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
