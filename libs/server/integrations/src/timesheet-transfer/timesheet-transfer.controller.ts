import { Body, Controller, Get, HttpCode, Logger, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { Action, axUploadRequestSchema, greenTreeUploadRequestSchema, Resource, SAP_FILE_NAME, SAP_JOB_COSTING_COLUMNS, sapDownloadQuerySchema, ThirdPartyType, type ThirdPartyTypeId, TransferStartReply } from '@timekeep/contracts';
import { ManagementScope } from '@timekeep/server-organisation';
import { csvWriter, CurrentPrincipal, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { SapJobCosting } from '../sap/sap-job-costing';
import { TimesheetTransfers } from './timesheet-transfers';
import { TransferRefusal } from './transfer-adapter';

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
    private readonly transfers: TimesheetTransfers,
    private readonly scope: ManagementScope,
    private readonly sap: SapJobCosting,
  ) {}

  @Post('api/timesheet-transfers/myob-advanced')
  @HttpCode(200)
  @Permission(Resource.PayrollTransfer, Action.Create)
  myob(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<TransferStartReply> {
    return this.start(principal, ThirdPartyType.MyobAdvanced, body);
  }

  @Post('api/timesheet-transfers/greentree')
  @HttpCode(200)
  @Permission(Resource.PayrollTransfer, Action.Create)
  async greenTree(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<TransferStartReply> {
    await this.checkNodes(principal, parseBody(greenTreeUploadRequestSchema, body).departmentId);
    return this.start(principal, ThirdPartyType.GreenTree, body);
  }

  @Post('api/timesheet-transfers/ax')
  @HttpCode(200)
  @Permission(Resource.PayrollTransfer, Action.Create)
  async ax(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<TransferStartReply> {
    await this.checkNodes(principal, parseBody(axUploadRequestSchema, body).departmentId);
    return this.start(principal, ThirdPartyType.AX, body);
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

  private async start(principal: Principal, type: ThirdPartyTypeId, body: unknown): Promise<TransferStartReply> {
    const run = await this.transfers.start(principal, [type], body);
    return { jobId: run.id };
  }

  /** The company nodes must be the requester's to see; another company's are not found. */
  private async checkNodes(principal: Principal, departmentIds: readonly string[]): Promise<void> {
    if (!(await this.scope.canSee(principal, ...departmentIds))) throw new TransferRefusal('This department does not exist.', 'notFound');
  }
}
