import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, ConversionMode, MessageReply, Page, PayRuleKind, PayType, payTypeSaveRequestSchema, Resource } from '@timekeep/contracts';
import { payTypeCategory, PayTypeFields } from '@timekeep/domain-pay-rules';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { deleteRecords, parseCatalogueQuery } from '../catalogue/catalogue-http';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayTypeCommand } from './save-pay-type.handler';

const KIND = PayRuleKind.PayType;
export const toPayType = (row: PayRuleEntity): PayType => {
  const { conversion, ...fields } = fieldsOf<PayTypeFields>(row);
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    ...fields,
    type: payTypeCategory(fields),
    convertToDay: conversion === 'ctDay',
    percentage: conversion === 'percentage',
    byStandardHour: conversion === 'byStandardHour',
    version: row.version,
  };
};

/** Pay types (document 2 §2, §7): list, save and bulk delete with the spec's answers. */
@Controller()
export class PayTypesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
  ) {}

  @Get('api/pay-types')
  @Permission(Resource.PayRules, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<PayType>> {
    const { list, filters } = parseCatalogueQuery(query);
    return this.queries.page(principal.companyId, KIND, list, filters, toPayType);
  }

  @Get('api/pay-types/:id')
  @Permission(Resource.PayRules, Action.Visible)
  async one(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<PayType> {
    return toPayType(await this.queries.one(principal.companyId, KIND, id));
  }

  /** Answers 'success', 'exist' (code or name taken) or 'incorrectNumberForm' (overtime factor). */
  @Post('paytype/save')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, convertToDay: _, percentage, byStandardHour, ...input } = parseBody(payTypeSaveRequestSchema, body);
    const conversion: ConversionMode = percentage ? 'percentage' : byStandardHour ? 'byStandardHour' : 'ctDay';
    // The form's factor is answered with the spec's code before anything is read.
    if (input.payRateFactor !== undefined && !(input.payRateFactor > 0)) return { message: 'incorrectNumberForm' };
    const saved = await this.commands.execute<SavePayTypeCommand, { id: string }>(new SavePayTypeCommand(context, { id, version, form: { ...input, conversion } }));
    return { message: 'success', id: saved.id };
  }

  @Post('paytype/delete')
  @HttpCode(200)
  remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return deleteRecords(this.commands, context, KIND, body);
  }
}
