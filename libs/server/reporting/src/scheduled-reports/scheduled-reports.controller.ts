import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  Action,
  MessageReply,
  reportParameterValueSchema,
  Resource,
  SCHEDULED_REPORT_FIELDS,
  SCHEDULED_REPORT_TEXTS as TEXTS,
  ScheduledReportDto,
  ScheduledReportSaved,
  scheduledReportSaveRequestSchema,
  scheduledReportsDeleteRequestSchema,
} from '@timekeep/contracts';
import type { ScheduledReportInput } from '@timekeep/domain-reporting';
import { Clock, CommandContext, Ctx, CurrentPrincipal, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { DeleteScheduledReportsCommand } from './delete-scheduled-reports.handler';
import { SaveScheduledReportCommand } from './save-scheduled-report.handler';
import { ScheduledReportsQueries } from './scheduled-reports.queries';

/** The schedule's fields, and the report's conditions from `parameters` or, as the condition form posts them, beside the fields. */
function inputOf(body: unknown): { input: ScheduledReportInput; version: number | undefined } {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const parsed = parseBody(scheduledReportSaveRequestSchema, { ...raw, reportType: raw.reportType ?? raw.report });
  const loose = Object.fromEntries(Object.entries(raw).filter(([k, v]) => !SCHEDULED_REPORT_FIELDS.includes(k) && reportParameterValueSchema.safeParse(v).success)) as Record<string, string | string[]>;
  const { version, parameters, ...fields } = parsed;
  return { input: { ...fields, parameters: parameters ?? loose }, version };
}

/**
 * Scheduled reports (document 3 §2, §3, §7, §8; ADR 0045): the list, one schedule for its form,
 * add, update (at the version the form loaded: a stale form is 409), delete one or many.
 */
@Controller()
export class ScheduledReportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ScheduledReportsQueries,
    private readonly clock: Clock,
  ) {}

  @Get('scheduled-reports')
  @Permission(Resource.Report, Action.Visible)
  list(@CurrentPrincipal() principal: Principal): Promise<ScheduledReportDto[]> {
    return this.queries.list(principal, this.clock.now());
  }

  @Get('api/reports/scheduled-reports/:id')
  @Permission(Resource.Report, Action.Visible)
  one(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ScheduledReportDto> {
    return this.queries.one(principal, id, this.clock.now());
  }

  @Post('scheduled-reports')
  @HttpCode(200)
  @Permission(Resource.Report, Action.Create)
  async add(@Ctx() context: CommandContext, @Body() body: unknown): Promise<ScheduledReportSaved> {
    const { input } = inputOf(body);
    const { id } = await this.commands.execute<SaveScheduledReportCommand, { id: string }>(new SaveScheduledReportCommand(context, undefined, input, undefined));
    return { message: TEXTS.added, id };
  }

  @Put('scheduled-reports/:id')
  @Permission(Resource.Report, Action.Create)
  async update(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<ScheduledReportSaved> {
    const { input, version } = inputOf(body);
    await this.commands.execute(new SaveScheduledReportCommand(context, id, input, version));
    return { message: TEXTS.updated, id };
  }

  /** Many at once: ids in the body (or ?ids=a,b); all are deleted or, when one is not the caller's, none. */
  @Delete('scheduled-reports')
  @Permission(Resource.Report, Action.Create)
  async deleteMany(@Ctx() context: CommandContext, @Body() body: unknown, @Query() query: Record<string, unknown>): Promise<MessageReply> {
    // The ids come in the body, or (a DELETE without one) in the query, where stray parameters are a proxy's.
    const hasBody = typeof body === 'object' && body !== null && Object.keys(body).length > 0;
    const { ids } = hasBody ? parseBody(scheduledReportsDeleteRequestSchema, body) : parsePayload(scheduledReportsDeleteRequestSchema, query);
    await this.commands.execute(new DeleteScheduledReportsCommand(context, ids));
    return { message: TEXTS.deleted };
  }

  @Delete('scheduled-reports/:id')
  @Permission(Resource.Report, Action.Create)
  async deleteOne(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string): Promise<MessageReply> {
    await this.commands.execute(new DeleteScheduledReportsCommand(context, [id]));
    return { message: TEXTS.deleted };
  }
}
