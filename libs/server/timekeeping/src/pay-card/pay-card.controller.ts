import { Body, Controller, Get, HttpCode, Param, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { Action, MAX_PAY_CARD_FILE_BYTES, PayCardDto, payCardDeleteFormSchema, payCardRequestSchema, payCardSaveFormSchema, Resource } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { AppConfig, Clock, CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { TimesheetHistory } from '../history/timesheet-history';
import { DeletePayCardDetailsCommand } from './delete-pay-card-details.handler';
import { payCardFilesDir } from './pay-card-files';
import { PayCards } from './pay-card.queries';
import { SavePayCardCommand } from './save-pay-card.handler';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new TimekeepingError('invalid', 'The pay card could not be read.');
  }
}

/** Document 2 §7 "Timesheet and punches": the pay card of a pay period, its rows and its files. */
@Controller()
export class PayCardController {
  constructor(
    private readonly commands: CommandBus,
    private readonly payCards: PayCards,
    private readonly history: TimesheetHistory,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Post('paycard/getPayCard')
  @HttpCode(200)
  @Permission(Resource.Timesheet, Action.Visible)
  getPayCard(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PayCardDto> {
    const { employeeId, fromDate, toDate, asOf } = parseBody(payCardRequestSchema, body);
    // As it stood at a past instant (the auditors' view), beside the as-of timesheet.
    if (asOf && employeeId) return this.history.payCardAsOf(principal, employeeId, fromDate, toDate, new Date(asOf));
    return this.payCards.get(principal, employeeId, fromDate, this.clock.now());
  }

  /** JSON, or multipart with the same payload as JSON in `data` and an attachment in `file` (JPEG or PDF, 10 MB at most). */
  @Post('paycard/save')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_PAY_CARD_FILE_BYTES, files: 1 } }))
  async savePayCard(@Ctx() context: CommandContext, @Body() body: unknown, @UploadedFile() file?: { buffer: Buffer; originalname: string }): Promise<{ message: string }> {
    const payload = body && typeof body === 'object' && typeof (body as { data?: unknown }).data === 'string' ? parseJson((body as { data: string }).data) : body;
    const { employeeId, fromDate, details, version } = parseBody(payCardSaveFormSchema, payload);
    await this.commands.execute(new SavePayCardCommand(context, employeeId, fromDate, details, version, file));
    return { message: 'success' };
  }

  @Get('api/paycard/files/:fileName')
  @Permission(Resource.Timesheet, Action.Visible)
  async payCardFile(@CurrentPrincipal() principal: Principal, @Param('fileName') fileName: string, @Res() response: Response): Promise<void> {
    await this.payCards.fileOwner(principal, fileName);
    response.setHeader('Content-Type', fileName.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.sendFile(fileName, { root: payCardFilesDir(this.config) });
  }

  @Post(['deletePayCardDetails', 'paycard/deletePayCardDetails'])
  @HttpCode(200)
  async deletePayCardDetails(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    const { employeeId, ids } = parseBody(payCardDeleteFormSchema, body);
    await this.commands.execute(new DeletePayCardDetailsCommand(context, employeeId, ids));
    return { message: 'success' };
  }
}
