import { Body, Controller, Get, HttpCode, Logger, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { once } from 'node:events';
import {
  Action,
  checkPeriodCloseRequestSchema,
  JobRunDto,
  OAuthScope,
  Page,
  PAYROLL_EXPORT_COLUMNS,
  payrollExportQuerySchema,
  payrollTransferSearchSchema,
  PayrollTransferDto,
  payPeriodActionSchema,
  Resource,
} from '@timekeep/contracts';
import { ClientScope, Clock, CommandContext, csvWriter, Ctx, CurrentPrincipal, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { ClosePayPeriodsCommand } from './close-pay-periods.handler';
import { ExportKind, PayrollExport } from './payroll-export';
import { PayrollTransfers } from './payroll-transfers.queries';
import { RecalculatePayPeriodsCommand } from './recalculate-pay-periods.handler';
import { ReopenPayPeriodsCommand } from './reopen-pay-periods.handler';

type PeriodPage = Page<PayrollTransferDto>;

/** Document 3 §7 "Approvals, exceptions, payroll": the payroll transfer calls. */
@Controller()
export class PayrollTransferController {
  private readonly logger = new Logger(PayrollTransferController.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly transfers: PayrollTransfers,
    private readonly exporter: PayrollExport,
    private readonly clock: Clock,
  ) {}

  @Get('api/payroll-transfers/search')
  @Permission(Resource.PayrollTransfer, Action.Visible)
  @ClientScope(OAuthScope.PayPeriodsRead)
  async search(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<PeriodPage> {
    return this.transfers.search(principal, parsePayload(payrollTransferSearchSchema, query), this.clock.now());
  }

  @Post('payrolltransfer/searchlist')
  @HttpCode(200)
  @Permission(Resource.PayrollTransfer, Action.Visible)
  async searchList(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PeriodPage> {
    return this.transfers.search(principal, parseBody(payrollTransferSearchSchema, body ?? {}), this.clock.now());
  }

  @Post('payrolltransfer/close')
  @HttpCode(200)
  async close(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    const { ids, reason } = parseBody(payPeriodActionSchema, body);
    await this.commands.execute(new ClosePayPeriodsCommand(context, ids, reason));
    return { message: 'success' };
  }

  @Post('payrolltransfer/open')
  @HttpCode(200)
  async open(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    const { ids, reason } = parseBody(payPeriodActionSchema, body);
    await this.commands.execute(new ReopenPayPeriodsCommand(context, ids, reason));
    return { message: 'success' };
  }

  /** 'success' with the runs started, or 'completed' when the periods have nobody to recalculate. */
  @Post('payrolltransfer/relcalculate')
  @HttpCode(200)
  async recalculate(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string; jobs: JobRunDto[] }> {
    const { ids } = parseBody(payPeriodActionSchema, body);
    const jobs: JobRunDto[] = await this.commands.execute(new RecalculatePayPeriodsCommand(context, ids));
    return { message: jobs.length ? 'success' : 'completed', jobs };
  }

  @Get('payrolltransfer/exportCSV')
  @Permission(Resource.PayrollTransfer, Action.Visible)
  @ClientScope(OAuthScope.PayPeriodsRead)
  exportCsv(@Ctx() context: CommandContext, @Query() query: unknown, @Res() response: Response): Promise<void> {
    return this.export(context, query, response, 'payroll');
  }

  /** The allowances alone, for the customer whose payroll takes them in a file of their own (document 3 §7). */
  @Get('payrolltransfer/exportAllowance')
  @Permission(Resource.PayrollTransfer, Action.Visible)
  exportAllowance(@Ctx() context: CommandContext, @Query() query: unknown, @Res() response: Response): Promise<void> {
    return this.export(context, query, response, 'allowance');
  }

  /** Document 2 §7 (the roster's drop check): flag true when the employee's date is in a closed pay period. */
  @Post('standardshifts/checkPeriodClose')
  @HttpCode(200)
  @Permission(Resource.Roster, Action.Visible)
  async checkPeriodClose(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<{ flag: boolean }> {
    const { ruleDate, employeeId } = parseBody(checkPeriodCloseRequestSchema, body);
    return { flag: await this.transfers.closedOn(principal, employeeId, ruleDate) };
  }

  /**
   * Streams the file: rows are written as each batch of employees is read, waiting whenever the
   * client is slower than the database. Refusals (another company's period, a department out of
   * scope) are answered before the first byte. The export is recorded before the file ends, so a
   * client that has the whole file finds the period marked exported; a file that fails on the way
   * is cut, not ended, and nothing is recorded.
   */
  private async export(context: CommandContext, query: unknown, response: Response, kind: ExportKind): Promise<void> {
    const { id, departmentIds } = parsePayload(payrollExportQuerySchema, query);
    const prepared = await this.exporter.prepare(context.principal, id, departmentIds, kind);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${prepared.fileName}"`);
    response.setHeader('X-Payroll-Draft', String(prepared.draft));
    const csv = csvWriter({ columns: PAYROLL_EXPORT_COLUMNS, numbers: ['Units', 'Rate'] });
    csv.pipe(response);
    try {
      for await (const row of this.exporter.rows(context.principal, prepared, context.now)) {
        if (!csv.write(row)) await once(csv, 'drain');
      }
      await this.exporter.record(context, prepared);
      csv.end();
      await once(response, 'finish');
    } catch (error) {
      this.logger.error(`Payroll export failed after it began: ${error instanceof Error ? error.message : String(error)}`);
      response.destroy();
    }
  }
}
