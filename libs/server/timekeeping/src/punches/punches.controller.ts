import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import {
  Action,
  deletePunchFormSchema,
  employeeIdSchema,
  OAuthScope,
  punchPairFormSchema,
  punchPhotoQuerySchema,
  punchSaveRequestSchema,
  PunchDto,
  PunchPairDto,
  PunchStatusRow,
  Resource,
  singlePunchFormSchema,
} from '@timekeep/contracts';
import { forIntegrator } from '@timekeep/domain-timekeeping';
import { AppConfig, ClientScope, Clock, CommandContext, Ctx, CurrentPrincipal, ImageStore, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { DeletePunchCommand } from './delete-punch.handler';
import { PunchReads } from './punch.queries';
import { PunchWriteResult } from './punch-writes';
import { SavePunchesCommand } from './save-punches.handler';
import { SavePunchPairCommand } from './save-punch-pair.handler';

const saved = (result: PunchWriteResult) => ({ message: 'success', punchIds: result.punchIds, timeSheets: result.days, version: result.version });

/**
 * Document 2 §7 "Timesheet and punches": a punch's save and delete, a pair's change, and the reads
 * of single punches, pairs, photos and who is in now. Express matches in order: last-punch and
 * status are registered before api/punches/:id.
 */
@Controller()
export class PunchesController {
  /** Photos a kiosk took with punches (the clock issue stores them). */
  private readonly photos: ImageStore;

  constructor(
    private readonly commands: CommandBus,
    private readonly punches: PunchReads,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.photos = new ImageStore(config.uploadDir, 'punch-photos');
  }

  @Get('api/punch-photos')
  @Permission(Resource.Timesheet, Action.Visible)
  async punchPhoto(@CurrentPrincipal() principal: Principal, @Query() query: unknown, @Res() response: Response): Promise<void> {
    const { photoPath } = parsePayload(punchPhotoQuerySchema, query);
    await this.punches.photoOwner(principal, photoPath);
    this.photos.send(photoPath, response);
  }

  @Post('timesheet/saveSinglePunch')
  @HttpCode(200)
  async saveSinglePunch(@Ctx() context: CommandContext, @Body() body: unknown) {
    const f = parseBody(singlePunchFormSchema, body);
    const facts = { reason: f.reason, workPlaceId: f.workPlaceId, positionId: f.positionId, jobId: f.jobId, taskId: f.taskId };
    const punches = [{ day: f.day, punchTime: f.inTime, dayType: f.inDayType, ...facts }];
    if (f.outTime) punches.push({ day: f.day, punchTime: f.outTime, dayType: f.outDayType, ...facts });
    return saved(await this.commands.execute(new SavePunchesCommand(context, f.employeeId, punches, f.version)));
  }

  @Post('api/punches/save')
  @HttpCode(200)
  @ClientScope(OAuthScope.PunchesWrite)
  async savePunch(@Ctx() context: CommandContext, @Body() body: unknown) {
    const { employeeId, version, ...punch } = parseBody(punchSaveRequestSchema, body);
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
    const { employeeId, punchId, reason, version } = parseBody(deletePunchFormSchema, body);
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
    return this.punches.lastOf(principal, parsePayload(employeeIdSchema, employeeId));
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
    const { version, ...change } = parseBody(punchPairFormSchema, body);
    const result: PunchWriteResult = await this.commands.execute(new SavePunchPairCommand(context, id, change, version));
    return { result: true, errorMessage: null, version: result.version };
  }
}
