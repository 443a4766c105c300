import { Body, Controller, Get, HttpCode, Logger, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { Action, axUploadRequestSchema, greenTreeUploadRequestSchema, type JobRunDto, Resource, SAP_FILE_NAME, SAP_JOB_COSTING_COLUMNS, sapDownloadQuerySchema, ThirdPartyType, type ThirdPartyTypeId, TransferStartReply } from '@timekeep/contracts';
import { CommandContext, csvWriter, Ctx, CurrentPrincipal, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { SapJobCosting } from '../sap/sap-job-costing';
import { StartTimesheetTransferCommand } from './start-timesheet-transfer.handler';
import { TimesheetTransfers } from './timesheet-transfers';

/**
 * Document 3 §7 "Imports and transfers": the timesheet transfer of each integration type. The
 * spec names only the SAP file's path; the sends' paths are ours
 * (docs/decisions/0039-timesheet-transfers.md). A send answers the run to follow; the run's
 * result is the spec's reply. Sending is a payroll transfer right (Admins by default).
 */
@Controller()
export class TimesheetTransferController {
  private readonly logger = new Logger(TimesheetTransferController.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly transfers: TimesheetTransfers,
    private readonly sap: SapJobCosting,
  ) {}

  @Post('api/timesheet-transfers/myob-advanced')
  @HttpCode(200)
  @Permission(Resource.PayrollTransfer, Action.Create)
  myob(@Ctx() context: CommandContext, @Body() body: unknown): Promise<TransferStartReply> {
    return this.start(context, ThirdPartyType.MyobAdvanced, body);
  }

  @Post('api/timesheet-transfers/greentree')
  @HttpCode(200)
  @Permission(Resource.PayrollTransfer, Action.Create)
  greenTree(@Ctx() context: CommandContext, @Body() body: unknown): Promise<TransferStartReply> {
    return this.start(context, ThirdPartyType.GreenTree, body, parseBody(greenTreeUploadRequestSchema, body).departmentId);
  }

  @Post('api/timesheet-transfers/ax')
  @HttpCode(200)
  @Permission(Resource.PayrollTransfer, Action.Create)
  ax(@Ctx() context: CommandContext, @Body() body: unknown): Promise<TransferStartReply> {
    return this.start(context, ThirdPartyType.AX, body, parseBody(axUploadRequestSchema, body).departmentId);
  }

  /**
   * TimesheetTransfer.csv, streamed a batch of employees at a time: the refusals (another
   * integration's company, a bad range) and a failure to read the first batch are answered before
   * the first byte. The pipeline waits while the client is slower than the database and stops
   * reading if the client goes; a file that fails on the way is cut, not ended.
   */
  @Get('SAP-job-costings')
  @Permission(Resource.PayrollTransfer, Action.Create)
  async sapFile(@CurrentPrincipal() principal: Principal, @Query() query: unknown, @Res() response: Response): Promise<void> {
    const { startDate, endDate } = parsePayload(sapDownloadQuerySchema, query);
    await this.transfers.integrationOf(principal, [ThirdPartyType.Sap]);
    const rows = await this.sap.rows(principal, startDate, endDate);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${SAP_FILE_NAME}"`);
    try {
      await pipeline(rows, csvWriter({ columns: SAP_JOB_COSTING_COLUMNS, numbers: ['Hours'] }), response);
    } catch (error) {
      this.logger.error(`The SAP file failed after it began: ${error instanceof Error ? error.message : String(error)}`);
      response.destroy();
    }
  }

  private async start(context: CommandContext, type: ThirdPartyTypeId, body: unknown, nodes: readonly string[] | null = null): Promise<TransferStartReply> {
    const run = await this.commands.execute<StartTimesheetTransferCommand, JobRunDto>(new StartTimesheetTransferCommand(context, [type], body, nodes));
    return { jobId: run.id };
  }
}
