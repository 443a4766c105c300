import { Body, Controller, Get, HttpCode, Logger, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { once } from 'node:events';
import { z } from 'zod';
import { Action, DEFAULT_PAYROLL_FILTER_DAYS, JobRunDto, PAYROLL_EXPORT_COLUMNS, PayrollTransferDto, Resource } from '@timekeep/contracts';
import { ManagementScope } from '@timekeep/server-organisation';
import { Clock, CommandContext, csvWriter, Ctx, CurrentPrincipal, parseBody, parsePayload, Permission, Principal, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { closedDatesOf } from '../pay-periods/pay-periods';
import { ExportKind, PayrollExport } from './payroll-export';
import { PayrollTransfers } from './payroll-transfers';

/** A list of ids as the spec's clients send them: an array, or one comma-separated string. */
const idList = (required: string) =>
  z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, required));
const SELECT_PERIOD = 'Please select at least one pay period.';

const action = z
  .object({
    ids: idList(SELECT_PERIOD).optional(),
    id: idList(SELECT_PERIOD).optional(),
    payrollTransferIds: idList(SELECT_PERIOD).optional(),
    reason: z.string().max(500).optional(),
  })
  .transform((b) => ({ ids: b.ids ?? b.id ?? b.payrollTransferIds ?? [], reason: b.reason?.trim() || null }))
  .refine((b) => b.ids.length > 0, SELECT_PERIOD);

const search = z.object({
  filterDays: z.coerce.number().int().min(1).max(3660).default(DEFAULT_PAYROLL_FILTER_DAYS),
  // The console pages through the list; a client that names no page gets every period of the window.
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

type PeriodPage = { items: PayrollTransferDto[]; total: number; page: number; pageSize: number };
const pageOf = (items: PayrollTransferDto[], page: number | undefined, pageSize: number | undefined): PeriodPage => {
  if (!page || !pageSize) return { items, total: items.length, page: 1, pageSize: items.length };
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
};

const exportQuery = z.object({
  id: idList(SELECT_PERIOD),
  departmentIds: z.union([z.array(z.string()), z.string()]).optional().transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))),
});

/** Document 3 §7 "Approvals, exceptions, payroll": the payroll transfer calls. */
@Controller()
export class PayrollTransferController {
  private readonly logger = new Logger(PayrollTransferController.name);

  constructor(
    private readonly transfers: PayrollTransfers,
    private readonly exporter: PayrollExport,
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly clock: Clock,
  ) {}

  @Get('api/payroll-transfers/search')
  @Permission(Resource.PayrollTransfer, Action.Visible)
  async search(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<PeriodPage> {
    const { filterDays, page, pageSize } = parsePayload(search, query);
    return pageOf(await this.transfers.search(principal, filterDays, this.clock.now()), page, pageSize);
  }

  @Post('payrolltransfer/searchlist')
  @HttpCode(200)
  @Permission(Resource.PayrollTransfer, Action.Visible)
  async searchList(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PeriodPage> {
    const { filterDays, page, pageSize } = parseBody(search, body ?? {});
    return pageOf(await this.transfers.search(principal, filterDays, this.clock.now()), page, pageSize);
  }

  @Post('payrolltransfer/close')
  @HttpCode(200)
  async close(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    const { ids, reason } = parseBody(action, body);
    await this.transfers.close(context, ids, reason);
    return { message: 'success' };
  }

  @Post('payrolltransfer/open')
  @HttpCode(200)
  async open(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    const { ids, reason } = parseBody(action, body);
    await this.transfers.open(context, ids, reason);
    return { message: 'success' };
  }

  /** 'success' with the runs started, or 'completed' when the periods have nobody to recalculate. */
  @Post('payrolltransfer/relcalculate')
  @HttpCode(200)
  async recalculate(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string; jobs: JobRunDto[] }> {
    const { ids } = parseBody(action, body);
    const jobs = await this.transfers.recalculate(context, ids);
    return { message: jobs.length ? 'success' : 'completed', jobs };
  }

  @Get('payrolltransfer/exportCSV')
  @Permission(Resource.PayrollTransfer, Action.Visible)
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
    const { ruleDate, employeeId } = parseBody(
      z.object({ ruleDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Enter a date as yyyy-MM-dd.').transform((d) => d.slice(0, 10)), employeeId: z.string().uuid('Choose an employee.') }),
      body,
    );
    return this.streams.transaction(async (tx) => {
      await reachableEmployee(tx, this.scope, principal, employeeId);
      return { flag: (await closedDatesOf(tx, employeeId, [ruleDate])).length > 0 };
    });
  }

  /**
   * Streams the file: rows are written as each batch of employees is read, waiting whenever the
   * client is slower than the database. Refusals (another company's period, a department out of
   * scope) are answered before the first byte. The export is recorded before the file ends, so a
   * client that has the whole file finds the period marked exported; a file that fails on the way
   * is cut, not ended, and nothing is recorded.
   */
  private async export(context: CommandContext, query: unknown, response: Response, kind: ExportKind): Promise<void> {
    const { id, departmentIds } = parsePayload(exportQuery, query);
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
