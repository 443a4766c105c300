import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, ConversionMode, MessageReply, Page, PAY_RULE_TEXT_LIMITS, PayRuleKind, PayType, Resource, textTooLong } from '@timekeep/contracts';
import { checkPayType, payTypeCategory, PayTypeFields } from '@timekeep/domain-pay-rules';
import { CommandContext, Ctx, CurrentPrincipal, formBoolean, formId, formNumber, formText, formVersion, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { deleteRecords, parseCatalogueQuery } from '../catalogue/catalogue-http';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

const KIND = PayRuleKind.PayType;
const flag = formBoolean.optional();
const saveSchema = z.object({
  id: formId,
  code: z.string().max(PAY_RULE_TEXT_LIMITS.payTypeCode, textTooLong('Code', PAY_RULE_TEXT_LIMITS.payTypeCode)).default(''),
  name: z.string().max(PAY_RULE_TEXT_LIMITS.name, textTooLong('Name', PAY_RULE_TEXT_LIMITS.name)).default(''),
  exportCode: formText(50),
  active: flag,
  hideFromEmp: flag,
  shouldExport: flag,
  isAllowance: flag,
  leaveStatus: flag,
  paidLeave: flag,
  allowNegativeLeave: flag,
  hideBalance: flag,
  isOvertime: flag,
  // The spec's answer for a bad factor is a message code, so a non-number passes through to the domain check.
  payRateFactor: z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : Number(v)), z.number().or(z.nan()).optional()),
  ctDay: formNumber.optional(),
  // The console sends the chosen mode as a true flag (document 2 §4).
  convertToDay: flag,
  percentage: flag,
  byStandardHour: flag,
  version: formVersion,
});

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
  async save(@CurrentPrincipal() principal: Principal, @Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, convertToDay: _, percentage, byStandardHour, ...input } = parseBody(saveSchema, body);
    const conversion: ConversionMode = percentage ? 'percentage' : byStandardHour ? 'byStandardHour' : 'ctDay';
    if (input.payRateFactor !== undefined && !(input.payRateFactor > 0)) return { message: 'incorrectNumberForm' };
    // The code is locked once saved, and a system default stays one.
    const current = id ? fieldsOf<PayTypeFields>(await this.queries.one(principal.companyId, KIND, id)) : null;
    const saved = await this.commands.execute<SavePayRuleCommand, { id: string }>(new SavePayRuleCommand(context, KIND, { id, version, body: checkPayType({ ...input, conversion }, current) }));
    return { message: 'success', id: saved.id };
  }

  @Post('paytype/delete')
  @HttpCode(200)
  remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return deleteRecords(this.commands, context, KIND, body);
  }
}
