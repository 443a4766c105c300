import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, BulkReply, JobKind, OAuthScope, punchFormFields, punchSaveRequestSchema, timesheetRangeQuerySchema, recalculateRangeRequestSchema, PayCardDto, PunchDto, PunchPairDto, PunchStatusRow, Resource, TimesheetDayDto, TimesheetDto, TimesheetChange } from '@timekeep/contracts';
import { forIntegrator, TimekeepingError } from '@timekeep/domain-timekeeping';
import { Refusal } from '@timekeep/domain-kernel';
import { ManagementScope } from '@timekeep/server-organisation';
import { mustHave } from '@timekeep/server-people';
import { AppConfig, ClientScope, Clock, CommandContext, Ctx, CurrentPrincipal, formBoolean, formNumber, formVersion, ImageStore, JobsService, parseBody, parsePayload, Permission, Principal, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { DeletePayCardDetailsCommand, PayCards, payCardFilesDir, SavePayCardCommand } from '../pay-card/pay-card';
import { PayPeriodEntity } from '../pay-periods/pay-period.entity';
import { DeletePunchCommand, PunchWriteResult, SavePunchesCommand, SavePunchPairCommand } from '../punches/punch.commands';
import { PunchReads } from '../punches/punch.queries';
import { DeleteShiftCommand, SaveShiftCardCommand } from '../shifts/shift-card.commands';
import { TimesheetHistory } from '../history/timesheet-history';
import { BulkTools } from '../bulk-tools/bulk-tools';
import { TimesheetWriter } from '../core/timesheet-writer';
import { TimesheetQueries } from '../core/timesheet.queries';

const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as yyyy-MM-dd.');
const ID = z.string().uuid('Choose an employee.');
/** The timesheet's version as the form loaded it; 0 when the employee had no timesheet events yet. */
const formSheetVersion = formVersion.or(z.literal(0));
const optionalId = z.string().uuid('Choose one from the list.').nullish().or(z.literal('').transform(() => null)).transform((v) => v ?? null);
const text = z.string().max(500, 'At most 500 characters.').nullish().transform((v) => (v?.trim() ? v.trim() : null));

const punchFields = punchFormFields;
const punchSave = punchSaveRequestSchema;
const singlePunch = z.object({
  employeeId: ID,
  day: DATE,
  inTime: punchFields.punchTime,
  inDayType: punchFields.dayType,
  outTime: punchFields.punchTime.nullish().or(z.literal('').transform(() => null)),
  outDayType: punchFields.dayType,
  reason: text,
  workPlaceId: optionalId,
  positionId: optionalId,
  jobId: optionalId,
  taskId: optionalId,
  version: formSheetVersion,
});
const range = timesheetRangeQuerySchema;
const shiftForm = z.object({
  employeeId: ID,
  day: DATE,
  create: formBoolean.default(false),
  workShiftId: z.string().nullish(),
  workSectionId: z.string().nullish(),
  startTime: z.string().default(''),
  startTimeType: z.enum(['Previous', 'Today']).default('Today'),
  endTime: z.string().default(''),
  endTimeType: z.enum(['Today', 'NextDay']).default('Today'),
  breakTime: formNumber.default(0),
  allowOT: formBoolean.default(true),
  allowEA: formBoolean.default(false),
  allowLD: formBoolean.default(false),
  lunchWorkingThrough: formBoolean.default(false),
  overrideBreakCalculation: formBoolean.default(false),
  breakCalculationType: z.enum(['Hours at Work', 'Time of Day']).nullish().transform((v) => v ?? null),
  breakTriggerTime: formNumber.nullish().transform((v) => v ?? null),
  breakStartTime: z.string().nullish().transform((v) => v || null),
  departmentId: optionalId,
  jobId: optionalId,
  taskId: optionalId,
  reason: text,
});
const payCardSave = z.object({
  employeeId: z.string().uuid().optional().or(z.literal('').transform(() => undefined)),
  fromDate: DATE,
  version: formSheetVersion,
  details: z
    .array(
      z.object({
        id: z.string().nullish().transform((v) => v || null),
        payTypeId: z.string({ required_error: 'Choose a pay type.' }).uuid('Choose a pay type.'),
        effUnits: z.union([z.number(), z.string()]).nullish().transform((v, ctx) => {
          if (v === null || v === undefined || v === '') return null;
          const n = Number(v);
          if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: 'Eff Units must be a number.' });
          return n;
        }),
        notes: text,
        projectId: optionalId,
      }),
    )
    .default([]),
});

const MAX_PAY_CARD_FILE_BYTES = 10 * 1024 * 1024;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new TimekeepingError('invalid', 'The pay card could not be read.');
  }
}

/**
 * Document 2 §7: the shift calls answer success and message. A refusal with a spec code (the
 * employee schedule's timeclash or nextDay, closedPeriod) is answered as success false with the
 * code; other refusals go to the filter as everywhere.
 */
async function shiftReply(run: () => Promise<unknown>): Promise<{ success: boolean; message: string }> {
  try {
    await run();
    return { success: true, message: 'success' };
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'code') return { success: false, message: error.answer };
    throw error;
  }
}

/** The bulk tool's form sends a date range and no pay period. */
const isRangeRecalculation = (body: unknown) => !!body && typeof body === 'object' && !('payrollTransferId' in body) && ('startDate' in body || 'endDate' in body || 'departments' in body);

const saved = (result: PunchWriteResult) => ({ message: 'success', punchIds: result.punchIds, timeSheets: result.days, version: result.version });

/** Document 2 §7 "Timesheet and punches". */
@Controller()
export class TimesheetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: TimesheetQueries,
    private readonly punches: PunchReads,
    private readonly payCards: PayCards,
    private readonly history: TimesheetHistory,
    private readonly jobs: JobsService,
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly config: AppConfig,
    private readonly bulk: BulkTools,
    private readonly clock: Clock,
  ) {
    this.photos = new ImageStore(config.uploadDir, 'punch-photos');
  }

  /** Photos a kiosk took with punches (the clock issue stores them). */
  private readonly photos: ImageStore;

  @Get('api/punch-photos')
  @Permission(Resource.Timesheet, Action.Visible)
  async punchPhoto(@CurrentPrincipal() principal: Principal, @Query() query: unknown, @Res() response: Response): Promise<void> {
    const { photoPath } = parsePayload(z.object({ photoPath: z.string().min(1, 'This photo does not exist.') }), query);
    await this.punches.photoOwner(principal, photoPath);
    this.photos.send(photoPath, response);
  }

  @Get('api/timesheet/getPunchRecords')
  @Permission(Resource.Timesheet, Action.Visible)
  @ClientScope(OAuthScope.TimesheetsRead)
  getPunchRecords(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<TimesheetDto> {
    const { employeeId, fromT, endT, toT, asOf } = parsePayload(range, query);
    if (asOf) return this.history.asOf(principal, employeeId, fromT, endT ?? toT, new Date(asOf));
    return this.queries.punchRecords(principal, employeeId, fromT, endT ?? toT, this.clock.now());
  }

  /** The period's change history: who changed which punch, shift or pay card line, when, from which source (ours). */
  @Get('api/timesheet/history')
  @Permission(Resource.Timesheet, Action.Visible)
  @ClientScope(OAuthScope.TimesheetsRead)
  changes(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<{ items: TimesheetChange[] }> {
    const { employeeId, fromT, endT, toT } = parsePayload(range, query);
    return this.history.changes(principal, employeeId, fromT, endT ?? toT);
  }

  @Get('api/timesheet/paytype-by-month')
  @Permission(Resource.Timesheet, Action.Visible)
  payTypesByMonth(@CurrentPrincipal() principal: Principal, @Query() query: unknown) {
    const { employeeId, month } = parsePayload(z.object({ employeeId: ID, month: z.string() }), query);
    return this.queries.payTypesByMonth(principal, employeeId, month, this.clock.now());
  }

  /** Recomputes the employee's current pay period now (the engine is quick enough to answer in the request). */
  @Get('api/timesheet/recalculate/today')
  @Permission(Resource.Timesheet, Action.Update)
  async recalculateToday(@Ctx() context: CommandContext, @Query() query: unknown): Promise<{ message: string; timeSheets: TimesheetDayDto[] }> {
    const { employeeId } = parsePayload(z.object({ employeeId: ID }), query);
    mustHave(TimesheetWriter.mayEdit(context));
    const sheet = await this.queries.recalculateCurrent(context.principal, employeeId, context.now);
    return { message: 'success', timeSheets: sheet };
  }

  @Post('timesheet/saveSinglePunch')
  @HttpCode(200)
  async saveSinglePunch(@Ctx() context: CommandContext, @Body() body: unknown) {
    const f = parseBody(singlePunch, body);
    const facts = { reason: f.reason, workPlaceId: f.workPlaceId, positionId: f.positionId, jobId: f.jobId, taskId: f.taskId };
    const punches = [{ day: f.day, punchTime: f.inTime, dayType: f.inDayType, ...facts }];
    if (f.outTime) punches.push({ day: f.day, punchTime: f.outTime, dayType: f.outDayType, ...facts });
    return saved(await this.commands.execute(new SavePunchesCommand(context, f.employeeId, punches, f.version)));
  }

  @Post('api/punches/save')
  @HttpCode(200)
  @ClientScope(OAuthScope.PunchesWrite)
  async savePunch(@Ctx() context: CommandContext, @Body() body: unknown) {
    const { employeeId, version, ...punch } = parseBody(punchSave, body);
    try {
      return saved(await this.commands.execute(new SavePunchesCommand(context, employeeId, [punch], version)));
    } catch (error) {
      // An OAuth client is told a refused punch by a 409 (ADR 0054); the console keeps the spec's 200 with the code.
      throw context.principal.kind === 'client' ? forIntegrator(error) : error;
    }
  }

  @Post('timesheet/deleteSinglePunch')
  @HttpCode(200)
  async deleteSinglePunch(@Ctx() context: CommandContext, @Body() body: unknown) {
    const { employeeId, punchId, reason, version } = parseBody(z.object({ employeeId: ID, punchId: z.string().uuid('This punch does not exist.'), day: DATE.optional(), reason: text, version: formSheetVersion }), body);
    return saved(await this.commands.execute(new DeletePunchCommand(context, employeeId, punchId, reason, version)));
  }

  @Get('api/punches/last-punch')
  @Permission(Resource.Timesheet, Action.Visible)
  lastPunchOfMine(@CurrentPrincipal() principal: Principal): Promise<PunchDto | null> {
    return this.punches.lastOfMine(principal);
  }

  @Get('api/punches/last-punch/:employeeId')
  @Permission(Resource.Timesheet, Action.Visible)
  lastPunch(@CurrentPrincipal() principal: Principal, @Param('employeeId') employeeId: string): Promise<PunchDto | null> {
    return this.punches.lastOf(principal, parsePayload(ID, employeeId));
  }

  @Get('api/punches/status')
  @Permission(Resource.Timesheet, Action.Visible)
  status(@CurrentPrincipal() principal: Principal): Promise<PunchStatusRow[]> {
    return this.punches.status(principal, this.clock.now());
  }

  @Get('api/punches/:id')
  @Permission(Resource.Timesheet, Action.Visible)
  punch(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<PunchDto> {
    return this.punches.one(principal, id);
  }

  @Get('api/punch-pairs/:id')
  @Permission(Resource.Timesheet, Action.Visible)
  pair(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<PunchPairDto> {
    return this.punches.pair(principal, id);
  }

  /** Answers document 2 §7's result and errorMessage: refusals are answered by the filter as everywhere. */
  @Put(['punch-pairs/:id', 'api/punch-pairs/:id'])
  async savePair(@Ctx() context: CommandContext, @Param('id') id: string, @Body() body: unknown) {
    const f = parseBody(z.object({ siteId: optionalId, positionId: optionalId, jobId: optionalId, taskId: optionalId, approved: formBoolean.optional(), version: formSheetVersion }), body);
    const { version: v, ...change } = f;
    const result: PunchWriteResult = await this.commands.execute(new SavePunchPairCommand(context, id, change, v));
    return { result: true, errorMessage: null, version: result.version };
  }

  @Post('timesheet/saveShiftCard')
  @HttpCode(200)
  async saveShiftCard(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ success: boolean; message: string }> {
    const { employeeId, day, create, workShiftId, workSectionId, reason, ...shift } = parseBody(shiftForm, body);
    return shiftReply(() => this.commands.execute(new SaveShiftCardCommand(context, employeeId, day, create, { ...shift, id: workShiftId ?? workSectionId ?? null, reason })));
  }

  @Post('timesheet/deleteCustomSchedule')
  @HttpCode(200)
  async deleteShift(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ success: boolean; message: string }> {
    const { employeeId, day, schId } = parseBody(z.object({ employeeId: ID, day: DATE, schId: z.string().min(1, 'This work shift does not exist.') }), body);
    return shiftReply(() => this.commands.execute(new DeleteShiftCommand(context, employeeId, day, schId)));
  }

  /**
   * Both recalculate calls: the pay period's employees (or those named), in the worker, with progress
   * in the run. /recalculate/recalculate without a pay period is the bulk tool's (document 3 §7).
   */
  @Post(['recalculate/recalculateTimeSheet', 'recalculate/recalculate'])
  @HttpCode(200)
  @Permission(Resource.Timesheet, Action.Update)
  async recalculate(@Ctx() context: CommandContext, @Body() body: unknown): Promise<BulkReply> {
    if (isRangeRecalculation(body)) return this.bulk.recalculateRange(context, parseBody(recalculateRangeRequestSchema, body));
    const { payrollTransferId, employees } = parseBody(
      z.object({
        payrollTransferId: z.string().uuid('Choose a pay period.'),
        employees: z.array(z.union([ID, z.object({ employeeId: ID }).transform((e) => e.employeeId)])).default([]),
      }),
      body,
    );
    mustHave(TimesheetWriter.mayEdit(context));
    const { period, employeeIds } = await this.streams.transaction(async (tx) => {
      const period = await tx.manager.findOneBy(PayPeriodEntity, { id: payrollTransferId, companyId: context.principal.companyId });
      if (!period) throw new TimekeepingError('notFound', 'This pay period does not exist.');
      if (period.closed) throw new TimekeepingError('invalid', 'Cannot recalculate closed pay period.');
      const ids = employees.length ? employees : await this.queries.employeesOfPayGroup(tx, context.principal, period.payGroupId);
      for (const id of ids) await reachableEmployee(tx, this.scope, context.principal, id);
      return { period, employeeIds: ids };
    });
    const job = await this.jobs.enqueue(context.principal, JobKind.RecalculateTimesheets, { employeeIds, from: period.fromDate, to: period.toDate, reason: 'recalculate' });
    return { message: 'success', job };
  }

  @Post('paycard/getPayCard')
  @HttpCode(200)
  @Permission(Resource.Timesheet, Action.Visible)
  getPayCard(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PayCardDto> {
    const { employeeId, fromDate, toDate, asOf } = parseBody(z.object({ employeeId: z.string().optional(), fromDate: DATE, toDate: DATE.optional(), asOf: z.string().datetime({ offset: true }).optional() }), body);
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
    const { employeeId, fromDate, details, version } = parseBody(payCardSave, payload);
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
    const { employeeId, ids } = parseBody(z.object({ employeeId: ID, ids: z.array(z.string().uuid('This pay detail does not exist.')).min(1, 'Choose a pay detail.') }), body);
    await this.commands.execute(new DeletePayCardDetailsCommand(context, employeeId, ids));
    return { message: 'success' };
  }
}
