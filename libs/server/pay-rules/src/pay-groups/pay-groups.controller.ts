import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, MessageReply, Page, PayGroup, PayGroupFields, payGroupSaveRequestSchema, PayRuleKind, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { deleteRecords, parseCatalogueQuery } from '../catalogue/catalogue-http';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayGroupCommand } from './save-pay-group.handler';

const KIND = PayRuleKind.PayGroup;
export const toPayGroup = (row: PayRuleEntity): PayGroup => ({ id: row.id, name: row.name, active: row.active, ...fieldsOf<PayGroupFields>(row), version: row.version });

/** Pay groups (document 3 §2, §7): list, detail, save and delete with the spec's answers. */
@Controller()
export class PayGroupsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
  ) {}

  @Get('api/pay-groups')
  @Permission(Resource.PayGroup, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<PayGroup>> {
    const { list, filters } = parseCatalogueQuery(query);
    return this.queries.page(principal.companyId, KIND, list, filters, toPayGroup);
  }

  @Get('api/pay-groups/:id')
  @Permission(Resource.PayGroup, Action.Visible)
  async one(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<PayGroup> {
    return toPayGroup(await this.queries.one(principal.companyId, KIND, id));
  }

  /** Answers 'success' with the id, or 'exist' for a taken name (document 3 §8). */
  @Post('paygroup/save')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, ...form } = parseBody(payGroupSaveRequestSchema, body);
    const saved = await this.commands.execute<SavePayGroupCommand, { id: string }>(new SavePayGroupCommand(context, { id, version, form }));
    return { message: 'success', id: saved.id };
  }

  /** A group in use answers with its names: '{names} are not deleted, because it's in use for employees.' */
  @Post('paygroup/delete')
  @HttpCode(200)
  @Permission(Resource.PayGroup, Action.Delete)
  remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return deleteRecords(this.commands, context, KIND, body);
  }
}
