import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { JobRunDto, ThirdPartyType, XERO_TEXTS, XeroSyncReply } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Ctx, parseBody, Streams } from '@timekeep/server-platform';
import { PayrollTransfers } from '@timekeep/server-timekeeping';
import { TimesheetTransfers } from '../timesheet-transfer/timesheet-transfers';
import { xeroPaySchema } from './xero-payroll.adapter';
import { XeroConnections } from './xero-connections';
import { XeroSync } from './xero-sync';

/** Document 3 §7 "Approvals, exceptions, payroll": the Xero actions of the payroll transfers page (ADR 0037). */
@Controller()
export class XeroPayrollController {
  constructor(
    private readonly sync: XeroSync,
    private readonly connections: XeroConnections,
    private readonly transfers: TimesheetTransfers,
    private readonly periods: PayrollTransfers,
    private readonly scope: ManagementScope,
    private readonly streams: Streams,
  ) {}

  @Post('payrolltransfer/syncXeroData')
  @HttpCode(200)
  syncXeroData(@Ctx() context: CommandContext): Promise<XeroSyncReply> {
    return this.sync.sync(context);
  }

  /** Queues the send ('success' and the job the page follows); refused at once when a period is open or a department out of reach. */
  @Post('payrolltransfer/xeroApiPay')
  @HttpCode(200)
  async xeroApiPay(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string; job: JobRunDto }> {
    const { principal } = context;
    const request = parseBody(xeroPaySchema, body);
    await this.connections.mayUse(principal);
    await this.streams.transaction(async (tx) => {
      const periods = await this.periods.load(tx, principal.companyId, request.payrollTransferIds);
      if (periods.some((p) => !p.closed)) throw new TimekeepingError('invalid', XERO_TEXTS.selectClosed);
    });
    if (!(await this.scope.canSee(principal, ...request.departmentIds))) throw new TimekeepingError('notFound', 'This department does not exist.');
    return { message: 'success', job: await this.transfers.start(principal, [ThirdPartyType.Xero], request) };
  }
}
