import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import { Action, JobKind, Resource, Roster, RosterJobReply, RosterReply, RosterShift, ROSTER_SORTS } from '@timekeep/contracts';
import { PeopleError } from '@timekeep/domain-people';
import { copyPlan, RosterError } from '@timekeep/domain-scheduling';
import { CommandContext, Ctx, CurrentPrincipal, formBoolean, formNumber, formVersion, JobsService, parseBody, parsePayload, Permission, Principal, requesterOf, Streams } from '@timekeep/server-platform';
import { departmentList, rosterDate, rosterRangeError, withinRosterRange } from './roster-range.form';
import { RosterShiftCommands } from './roster-shifts.commands';
import { RosterCommands } from './roster.commands';
import { RosterQueries } from './roster.queries';

const rosterQuery = z
  .object({ startDate: rosterDate, endDate: rosterDate, departmentIds: departmentList, sortBy: z.enum(ROSTER_SORTS).nullish().or(z.literal('').transform(() => null)), search: z.string().max(100).nullish() })
  .refine(withinRosterRange, rosterRangeError);

const shiftForm = z.object({
  departmentId: z.string().uuid('Choose a position from the list.').nullish().or(z.literal('').transform(() => null)),
  startTime: z.string().nullish(),
  startTimeType: z.enum(['Previous', 'Today', 'NextDay']).nullish(),
  endTime: z.string().nullish(),
  endTimeType: z.enum(['Today', 'NextDay']).nullish(),
  colorCode: z.string().nullish(),
  labelName: z.string().max(100, 'At most 100 characters.').nullish(),
  breakTime: formNumber.nullish(),
});
const shiftUpdate = z.object({ id: z.string(), colorCode: z.string().nullish(), labelName: z.string().max(100, 'At most 100 characters.').nullish(), breakTime: formNumber.nullish(), version: formVersion });
const cell = { employeeId: z.string().uuid('Choose an employee.'), ruleDate: rosterDate, version: formVersion.or(z.literal(0)) };
const source = z.object({ ...cell, workSectionId: z.string().min(1) });
/** handleScheduleByShift: a library shift (workSectionData.id), or a section taken from another cell (from: ours, so a move is one transaction). */
const dropForm = z.object({
  ...cell,
  delFlag: formBoolean.default(false),
  workSectionId: z.string().nullish(),
  workSectionData: z.union([z.string().transform((s, ctx) => parseJson(s, ctx)), z.object({}).passthrough()]).nullish(),
  from: source.nullish(),
  virtual: formBoolean.nullish(),
});
const offDayForm = z.object({ ...cell, from: source.nullish() });
const batchForm = z.object({ id: z.string().min(1, 'Choose a shift.'), employeeIds: departmentList.refine((ids) => ids.length > 0, 'Choose employees.'), batchStartDate: rosterDate });
const copyForm = z.object({ departments: departmentList, fromDate: rosterDate, endDate: rosterDate, beginDate: rosterDate });

function parseJson(text: string, ctx: z.RefinementCtx): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'The shift is not readable.' });
    return z.NEVER;
  }
}

const ok: RosterReply = { success: true, message: 'success' };

/** Document 2 §7 "Roster and shifts": the shift library, the roster's load and its writes. */
@Controller()
export class RosterController {
  constructor(
    private readonly streams: Streams,
    private readonly queries: RosterQueries,
    private readonly shifts: RosterShiftCommands,
    private readonly roster: RosterCommands,
    private readonly jobs: JobsService,
  ) {}

  @Get('api/shifts/getNewShifts')
  @Permission(Resource.Roster, Action.Visible)
  shiftLibrary(@CurrentPrincipal() principal: Principal, @Query('search') search?: string): Promise<RosterShift[]> {
    return this.streams.transaction((tx) => this.queries.shifts(tx, principal, search ?? null));
  }

  @Get('api/shifts/scheduleemployee')
  @Permission(Resource.Roster, Action.Visible)
  scheduleEmployees(@CurrentPrincipal() principal: Principal, @Query() query: unknown) {
    const { departmentIds } = parsePayload(z.object({ departmentIds: departmentList }), query);
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
  load(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<Roster> {
    const filter = parsePayload(rosterQuery, query);
    return this.streams.transaction((tx) => this.queries.roster(tx, principal, { ...filter, sortBy: filter.sortBy ?? null, search: filter.search ?? null }));
  }

  @Post('standardshifts/newSave')
  @HttpCode(200)
  async createShift(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply & { id: string }> {
    const id = await this.shifts.create(context, parseBody(shiftForm, body));
    return { ...ok, id };
  }

  @Post('standardshifts/updateBaseshift')
  @HttpCode(200)
  async updateShift(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    const { id, version, ...fields } = parseBody(shiftUpdate, body);
    await this.shifts.update(context, id, fields, version);
    return ok;
  }

  @Post('standardshifts/delBaseshift')
  @HttpCode(200)
  async deleteShift(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    await this.shifts.delete(context, parseBody(z.object({ id: z.string() }), body).id);
    return ok;
  }

  @Post('standardshifts/handleScheduleByShift')
  @HttpCode(200)
  async handleScheduleByShift(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    const form = parseBody(dropForm, body);
    const target = { employeeId: form.employeeId, ruleDate: form.ruleDate, version: form.version };
    if (form.delFlag) {
      if (!form.workSectionId) throw new RosterError('invalid', 'Choose the shift to delete.');
      await this.roster.remove(context, target, form.workSectionId);
      return ok;
    }
    if (form.from) {
      await this.roster.drop(context, target, { from: form.from });
      return ok;
    }
    const shiftId = form.workSectionData && typeof form.workSectionData['id'] === 'string' ? form.workSectionData['id'] : null;
    if (!shiftId) throw new RosterError('invalid', 'Choose a shift from the library.');
    await this.roster.drop(context, target, { shiftId });
    return ok;
  }

  @Post('standardshifts/addOffDay')
  @HttpCode(200)
  async addOffDay(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    const { from, ...target } = parseBody(offDayForm, body);
    if (from) await this.roster.drop(context, target, { from });
    else await this.roster.addOffDay(context, target);
    return ok;
  }

  @Post('standardshifts/delOffDay')
  @HttpCode(200)
  async delOffDay(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    await this.roster.removeOffDay(context, parseBody(z.object(cell), body));
    return ok;
  }

  @Post('standardshifts/batchScheduleRule')
  @HttpCode(200)
  async batchScheduleRule(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterReply> {
    const { id, employeeIds, batchStartDate } = parseBody(batchForm, body);
    await this.roster.addToEmployees(context, id, employeeIds, batchStartDate);
    return ok;
  }

  /**
   * Copy Roster: the window is checked here and the employees (the departments' active employees
   * within reach; all within reach when none are chosen) are fixed now; the worker copies them.
   */
  @Post('standardshifts/copyScheduleRule')
  @HttpCode(200)
  @Permission(Resource.Roster, Action.Update)
  async copy(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterJobReply> {
    const { departments, fromDate, endDate, beginDate } = parseBody(copyForm, body);
    const plan = copyPlan(fromDate, endDate, beginDate);
    const principal = context.principal as Principal;
    const employees = await this.streams.transaction((tx) => this.queries.employeesOf(tx, principal, departments));
    if (!employees.length) throw new BadRequestException({ message: 'The chosen departments have no active employees.' });
    const job = await this.jobs.enqueue(principal, JobKind.CopyRoster, { employeeIds: employees.map((e) => e.id), plan, requester: requesterOf(principal) });
    return { success: true, message: 'success', job };
  }
}
