import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JobRunDto, xeroPayRequestSchema, XeroSyncReply } from '@timekeep/contracts';
import { CommandContext, Ctx, parseBody } from '@timekeep/server-platform';
import { SendXeroPayCommand } from './send-xero-pay.handler';
import { SyncXeroCommand } from './sync-xero.handler';

/** Document 3 §7 "Approvals, exceptions, payroll": the Xero actions of the payroll transfers page (ADR 0037). */
@Controller()
export class XeroPayrollController {
  constructor(private readonly commands: CommandBus) {}

  @Post('payrolltransfer/syncXeroData')
  @HttpCode(200)
  syncXeroData(@Ctx() context: CommandContext): Promise<XeroSyncReply> {
    return this.commands.execute(new SyncXeroCommand(context));
  }

  /** Queues the send: 'success' and the job the page follows. */
  @Post('payrolltransfer/xeroApiPay')
  @HttpCode(200)
  async xeroApiPay(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string; job: JobRunDto }> {
    const job = await this.commands.execute<SendXeroPayCommand, JobRunDto>(new SendXeroPayCommand(context, parseBody(xeroPayRequestSchema, body)));
    return { message: 'success', job };
  }
}
