import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  Action,
  JobRunDto,
  OAuthScope,
  Resource,
  Roster,
  rosterBatchRequestSchema,
  rosterCellRequestSchema,
  rosterCopyRequestSchema,
  rosterDropRequestSchema,
  rosterEmployeesQuerySchema,
  RosterJobReply,
  rosterOffDayRequestSchema,
  rosterQuerySchema,
  RosterReply,
  RosterShift,
  rosterShiftCreateRequestSchema,
  rosterShiftDeleteRequestSchema,
  rosterShiftUpdateRequestSchema,
} from '@timekeep/contracts';
import { PeopleError } from '@timekeep/domain-people';
import { RosterError } from '@timekeep/domain-scheduling';
import { ClientScope, CommandContext, Ctx, CurrentPrincipal, parseBody, parsePayload, Permission, Principal, Streams } from '@timekeep/server-platform';
import { AddOffDayCommand } from './add-off-day.handler';
import { AddShiftToEmployeesCommand } from './add-shift-to-employees.handler';
import { ChangeRosterShiftCommand } from './change-roster-shift.handler';
import { CopyRosterCommand } from './copy-roster.handler';
import { CreateRosterShiftCommand } from './create-roster-shift.handler';
import { DeleteRosterShiftCommand } from './delete-roster-shift.handler';
import { DropOnRosterCommand } from './drop-on-roster.handler';
import { RemoveOffDayCommand } from './remove-off-day.handler';
import { RemoveRosterSectionCommand } from './remove-roster-section.handler';
import { RosterQueries } from './roster.queries';

const ok: RosterReply = { success: true, message: 'success' };

/** Document 2 §7 "Roster and shifts": the shift library, the roster's load and its writes. */
@Controller()
export class RosterController {
  constructor(
    private readonly commands: CommandBus,
    private readonly streams: Streams,
    private readonly queries: RosterQueries,
  ) {}

  @Get('api/shifts/getNewShifts')
  @Permission(Resource.Roster, Action.Visible)
  shiftLibrary(@CurrentPrincipal() principal: Principal, @Query('search') search?: string): Promise<RosterShift[]> {
    return this.streams.transaction((tx) => this.queries.shifts(tx, principal, search ?? null));
  }

  @Get('api/shifts/scheduleemployee')
  @Permission(Resource.Roster, Action.Visible)
  scheduleEmployees(@CurrentPrincipal() principal: Principal, @Query() query: unknown) {
    const { departmentIds } = parsePayload(rosterEmployeesQuerySchema, query);
    return this.streams.transaction((tx) => this.queries.employeesOf(tx, principal, departmentIds));
  }

  @Get('api/shifts/:id')
  @Permission(Resource.Roster, Action.Visible)
  async shift(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<RosterShift> {
    const shift = await this.streams.transaction((tx) => this.queries.shift(tx, principal, id));
    if (!shift) throw new PeopleError('notFound', 'This shift does not exist.');
    return shift;
  }

  /** The roster's load (the spec does not show its path). */
  @Get('api/standardshifts/roster')
  @Permission(Resource.Roster, Action.Visible)
  @ClientScope(OAuthScope.RosterRead)
  load(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<Roster> {
    const filter = parsePayload(rosterQuerySchema, query);
    return this.streams.transaction((tx) => this.queries.roster(tx, principal, { ...filter, sortBy: filter.sortBy ?? null, search: filter.search ?? null }));
  }

  @Post('standardshifts/newSave')
  @HttpCode(200)
  async createShift(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply & { id: string }> {
    const id = await this.commands.execute<CreateRosterShiftCommand, string>(new CreateRosterShiftCommand(context, parseBody(rosterShiftCreateRequestSchema, body)));
    return { ...ok, id };
  }

  @Post('standardshifts/updateBaseshift')
  @HttpCode(200)
  async updateShift(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    const { id, version, ...fields } = parseBody(rosterShiftUpdateRequestSchema, body);
    await this.commands.execute(new ChangeRosterShiftCommand(context, id, fields, version));
    return ok;
  }

  @Post('standardshifts/delBaseshift')
  @HttpCode(200)
  async deleteShift(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    await this.commands.execute(new DeleteRosterShiftCommand(context, parseBody(rosterShiftDeleteRequestSchema, body).id));
    return ok;
  }

  /** One route, three commands: delFlag takes a section off; `from` moves one; otherwise a library shift is dropped. */
  @Post('standardshifts/handleScheduleByShift')
  @HttpCode(200)
  async handleScheduleByShift(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    const form = parseBody(rosterDropRequestSchema, body);
    const target = { employeeId: form.employeeId, ruleDate: form.ruleDate, version: form.version };
    if (form.delFlag) {
      if (!form.workSectionId) throw new RosterError('invalid', 'Choose the shift to delete.');
      await this.commands.execute(new RemoveRosterSectionCommand(context, target, form.workSectionId));
      return ok;
    }
    if (form.from) {
      await this.commands.execute(new DropOnRosterCommand(context, target, { from: form.from }));
      return ok;
    }
    const shiftId = form.workSectionData && typeof form.workSectionData['id'] === 'string' ? form.workSectionData['id'] : null;
    if (!shiftId) throw new RosterError('invalid', 'Choose a shift from the library.');
    await this.commands.execute(new DropOnRosterCommand(context, target, { shiftId }));
    return ok;
  }

  @Post('standardshifts/addOffDay')
  @HttpCode(200)
  async addOffDay(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    const { from, ...target } = parseBody(rosterOffDayRequestSchema, body);
    await this.commands.execute(from ? new DropOnRosterCommand(context, target, { from }) : new AddOffDayCommand(context, target));
    return ok;
  }

  @Post('standardshifts/delOffDay')
  @HttpCode(200)
  async delOffDay(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    await this.commands.execute(new RemoveOffDayCommand(context, parseBody(rosterCellRequestSchema, body)));
    return ok;
  }

  @Post('standardshifts/batchScheduleRule')
  @HttpCode(200)
  async batchScheduleRule(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    const { id, employeeIds, batchStartDate } = parseBody(rosterBatchRequestSchema, body);
    await this.commands.execute(new AddShiftToEmployeesCommand(context, id, employeeIds, batchStartDate));
    return ok;
  }

  @Post('standardshifts/copyScheduleRule')
  @HttpCode(200)
  @Permission(Resource.Roster, Action.Update)
  async copy(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterJobReply> {
    const job = await this.commands.execute<CopyRosterCommand, JobRunDto>(new CopyRosterCommand(context, parseBody(rosterCopyRequestSchema, body)));
    return { success: true, message: 'success', job };
  }
}
