import { Body, Controller, Get, HttpCode, Post, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, type LeaveBalanceSettings, Resource } from '@timekeep/contracts';
import { BalanceImportError, offeredLeaveTypes } from '@timekeep/domain-leave';
import { can } from '@timekeep/domain-identity';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, Ctx, CurrentPrincipal, formBoolean, MAX_SPREADSHEET_BYTES, parseBody, Permission, Principal, SpreadsheetTooLargeFilter, Streams } from '@timekeep/server-platform';
import { leaveTypesOf, settingsOf } from './balance-import.queries';
import { ImportLeaveBalancesCommand, ImportLeaveBalancesResult } from './import-leave-balances.handler';
import { SaveBalanceSettingsCommand } from './save-balance-settings.handler';

const column = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ required_error: 'Pay ID column: required.' }).max(100));
const settingsForm = z.object({
  onePayTypePerRow: formBoolean.default(false),
  // Document 3 §7: null when the standard hours import is off.
  standardHoursColumn: z.preprocess((v) => (v === '' || v === undefined || v === 'null' ? null : typeof v === 'string' ? Number(v) : v), z.number({ invalid_type_error: 'Standard hours column: enter a column number counted from 0.' }).nullable()),
  payIdColumn: column,
  paytypeNameColumn: z.preprocess((v) => (v === '' || v === undefined ? null : typeof v === 'number' ? String(v) : v), z.string().max(100).nullable()),
  leavebalanceVoList: z.array(z.object({ payType: z.string(), paytypeColumn: column, byDay: formBoolean.default(false) })).default([]),
  version: z.coerce.number().int().min(0).optional(),
});

/** What the settings form reads: the settings (defaults before the first save), the leave types it offers and the version to save against. */
export interface BalanceSettingsReply extends LeaveBalanceSettings {
  payTypes: Array<{ id: string; name: string }>;
  /** False until the company saves its settings: until then an import answers noSetting. */
  saved: boolean;
  version: number;
}

const DEFAULTS: LeaveBalanceSettings = { onePayTypePerRow: false, standardHoursColumn: null, payIdColumn: '0', paytypeNameColumn: null, leavebalanceVoList: [] };

/** Leave balance settings and import (document 3 §2, §3, §7, §8; docs/decisions/0033-leave-balance-import.md). */
@Controller()
export class LeaveBalanceImportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly streams: Streams,
  ) {}

  @Get('api/leave-balance/settings')
  @Permission(Resource.LeaveBalance, Action.Visible)
  settings(@CurrentPrincipal() principal: Principal): Promise<BalanceSettingsReply> {
    return this.streams.transaction(async (tx) => {
      const [row, types] = await Promise.all([settingsOf(tx, principal.companyId), leaveTypesOf(tx, principal.companyId)]);
      const configured = new Set(row?.settings.leavebalanceVoList.map((i) => i.payType) ?? []);
      // Active leave types, and any retired one the settings still name so that the form shows it.
      const offered = offeredLeaveTypes(types.filter((t) => t.active || configured.has(t.id))).map(({ id, name }) => ({ id, name }));
      return { ...(row?.settings ?? DEFAULTS), payTypes: offered, saved: row !== null, version: row?.version ?? 0 };
    });
  }

  /** Answers 'success'; a form that does not hold answers 400 with what is wrong, a stale one 409. */
  @Post('leaveBalance/list')
  @HttpCode(200)
  @Permission(Resource.LeaveBalance, Action.Update)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    const { version, ...settings } = parseBody(settingsForm, body);
    await this.commands.execute(new SaveBalanceSettingsCommand(context, settings, version));
    return { message: 'success' };
  }

  /** Answers 'success' with the unmatched pay IDs, or 'noSetting'; a file that is not a spreadsheet, too large or lacking a column answers 400/413 and writes nothing. */
  @Post('api/leave-balance/upload')
  @HttpCode(200)
  @Permission(Resource.LeaveBalance, Action.Create)
  @UseFilters(SpreadsheetTooLargeFilter)
  @UseInterceptors(FileInterceptor('leavebalanceExcelFile', { limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1 } }))
  async upload(
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
    @UploadedFile() file: { buffer: Buffer; originalname: string } | undefined,
  ): Promise<{ message: string } & ImportLeaveBalancesResult> {
    // Setting balances from a file is both an import and a change of balances (docs/decisions/0033).
    mustHave(can(principal, Resource.Import, Action.Create));
    if (!file?.buffer.length) throw new BalanceImportError('invalid', 'Choose an .xls, .xlsx or .csv file to import.');
    const result = await this.commands.execute<ImportLeaveBalancesCommand, ImportLeaveBalancesResult>(new ImportLeaveBalancesCommand(context, { name: file.originalname, bytes: file.buffer }));
    return { message: 'success', ...result };
  }
}
