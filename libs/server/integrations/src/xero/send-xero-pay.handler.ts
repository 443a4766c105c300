import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobRunDto, ThirdPartyType, XERO_TEXTS, type XeroPayRequest } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { PayrollTransfers } from '@timekeep/server-timekeeping';
import { TimesheetTransfers } from '../timesheet-transfer/timesheet-transfers';
import { XeroConnections } from './xero-connections';

export class SendXeroPayCommand {
  constructor(
    readonly context: CommandContext,
    readonly request: XeroPayRequest,
  ) {}
}

/**
 * xeroApiPay (document 3 §7; ADR 0037): queues the send of the closed periods' pay to Xero, the
 * job the page follows. Refused at once when the company may not use Xero, a period is open or a
 * department is out of reach; the send itself is XeroPayrollAdapter's, in the worker.
 */
@CommandHandler(SendXeroPayCommand)
export class SendXeroPayHandler implements ICommandHandler<SendXeroPayCommand, JobRunDto> {
  constructor(
    private readonly connections: XeroConnections,
    private readonly transfers: TimesheetTransfers,
    private readonly periods: PayrollTransfers,
    private readonly scope: ManagementScope,
    private readonly streams: Streams,
  ) {}

  async execute({ context: { principal }, request }: SendXeroPayCommand): Promise<JobRunDto> {
    await this.connections.mayUse(principal);
    await this.streams.transaction(async (tx) => {
      const periods = await this.periods.load(tx, principal.companyId, request.payrollTransferIds);
      if (periods.some((p) => !p.closed)) throw new TimekeepingError('invalid', XERO_TEXTS.selectClosed);
    });
    if (!(await this.scope.canSee(principal, ...request.departmentIds))) throw new TimekeepingError('notFound', 'This department does not exist.');
    return this.transfers.start(principal, [ThirdPartyType.Xero], request);
  }
}
