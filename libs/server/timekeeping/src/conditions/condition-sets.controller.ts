import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, applyConditionTemplateRequestSchema, ConditionPreview, conditionPreviewRequestSchema, ConditionSet, conditionSetSaveRequestSchema, ConditionTemplateSummary, MessageReply, Page, PayRuleKind, Resource } from '@timekeep/contracts';
import { deleteRecords, parseCatalogueQuery } from '@timekeep/server-pay-rules';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { ApplyConditionTemplateCommand } from './apply-condition-template.handler';
import { ConditionSetsQueries } from './condition-sets.queries';
import { SaveConditionSetCommand } from './save-condition-set.handler';

/** Pay conditions (issue 32, ADR 0074): the company's condition sets, its templates, save, delete and Apply template. Who may see or change pay groups may see or change how they pay. */
@Controller('api/condition-sets')
export class ConditionSetsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ConditionSetsQueries,
  ) {}

  @Get()
  @Permission(Resource.PayGroup, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<ConditionSet>> {
    const { list, filters } = parseCatalogueQuery(query);
    return this.queries.page(principal.companyId, list, filters.active);
  }

  @Get('templates')
  @Permission(Resource.PayGroup, Action.Visible)
  templates(): ConditionTemplateSummary[] {
    return this.queries.templates();
  }

  /** The editor's live worked example; a read, so it answers 200 with the set's problem rather than refusing it. */
  @Post('preview')
  @HttpCode(200)
  @Permission(Resource.PayGroup, Action.Visible)
  preview(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<ConditionPreview> {
    return this.queries.preview(principal.companyId, parseBody(conditionPreviewRequestSchema, body));
  }

  @Get(':id')
  @Permission(Resource.PayGroup, Action.Visible)
  one(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<ConditionSet> {
    return this.queries.one(principal.companyId, id);
  }

  @Post('save')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id: string }> {
    const { id } = await this.commands.execute<SaveConditionSetCommand, { id: string }>(new SaveConditionSetCommand(context, parseBody(conditionSetSaveRequestSchema, body)));
    return { message: 'success', id };
  }

  @Post('apply-template')
  @HttpCode(200)
  async applyTemplate(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id: string }> {
    const { templateId, name, payGroupIds } = parseBody(applyConditionTemplateRequestSchema, body);
    const { id } = await this.commands.execute<ApplyConditionTemplateCommand, { id: string }>(new ApplyConditionTemplateCommand(context, templateId, name, payGroupIds));
    return { message: 'success', id };
  }

  @Post('delete')
  @HttpCode(200)
  @Permission(Resource.PayGroup, Action.Delete)
  remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return deleteRecords(this.commands, context, PayRuleKind.ConditionSet, body);
  }
}
