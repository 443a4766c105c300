import { Body, Controller, Get, HttpCode, Post, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import { Action, leaveBalanceSettingsRequestSchema, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, MAX_SPREADSHEET_BYTES, parseBody, Permission, Principal, SpreadsheetTooLargeFilter } from '@timekeep/server-platform';
import { BalanceSettingsQueries, BalanceSettingsReply } from './balance-import.queries';
import { ImportLeaveBalancesCommand, ImportLeaveBalancesResult } from './import-leave-balances.handler';
import { SaveBalanceSettingsCommand } from './save-balance-settings.handler';

/** Leave balance settings and import (document 3 §2, §3, §7, §8; docs/decisions/0033-leave-balance-import.md). */
@Controller()
export class LeaveBalanceImportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: BalanceSettingsQueries,
  ) {}

  @Get('api/leave-balance/settings')
  @Permission(Resource.LeaveBalance, Action.Visible)
  settings(@CurrentPrincipal() principal: Principal): Promise<BalanceSettingsReply> {
    return this.queries.settings(principal);
  }

  /** Answers 'success'; a form that does not hold answers 400 with what is wrong, a stale one 409. */
  @Post('leaveBalance/list')
  @HttpCode(200)
  @Permission(Resource.LeaveBalance, Action.Update)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    const { version, ...settings } = parseBody(leaveBalanceSettingsRequestSchema, body);
    await this.commands.execute(new SaveBalanceSettingsCommand(context, settings, version));
    return { message: 'success' };
  }

  /** Answers 'success' with the unmatched pay IDs, or 'noSetting'; a file that is not a spreadsheet, too large or lacking a column answers 400/413 and writes nothing. */
  @Post('api/leave-balance/upload')
  @HttpCode(200)
  @Permission(Resource.LeaveBalance, Action.Create)
  @UseFilters(SpreadsheetTooLargeFilter)
  @UseInterceptors(FileInterceptor('leavebalanceExcelFile', { limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1 } }))
  async upload(@Ctx() context: CommandContext, @UploadedFile() file: { buffer: Buffer; originalname: string } | undefined): Promise<{ message: string } & ImportLeaveBalancesResult> {
    const upload = file && { name: file.originalname, bytes: file.buffer };
    const result = await this.commands.execute<ImportLeaveBalancesCommand, ImportLeaveBalancesResult>(new ImportLeaveBalancesCommand(context, upload));
    return { message: 'success', ...result };
  }
}
