import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, Holiday, holidaySaveRequestSchema, holidaySeedRequestSchema, MessageReply, Page, PayRuleKind, Resource } from '@timekeep/contracts';
import { HolidayFields } from '@timekeep/domain-pay-rules';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { deleteRecords, parseCatalogueQuery } from '../catalogue/catalogue-http';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SaveHolidayCommand } from './save-holiday.handler';
import { SeedPublicHolidaysCommand } from './seed-public-holidays.handler';

const KIND = PayRuleKind.Holiday;
export const toHoliday = (row: PayRuleEntity): Holiday => {
  const fields = fieldsOf<HolidayFields>(row);
  return { id: row.id, name: row.name, date: fields.date, alterdate: fields.alterdate, sysCode: row.systemCode, version: row.version };
};

/** Holidays (document 3 §2, §7): the company's own and the public ones seeded from its region's calendar. */
@Controller()
export class HolidaysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
  ) {}

  @Get('api/holidays')
  @Permission(Resource.PayRules, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<Holiday>> {
    const { list, filters } = parseCatalogueQuery(query);
    return this.queries.page(principal.companyId, KIND, list, filters, toHoliday, 'date');
  }

  @Post('holiday/save')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, ...form } = parseBody(holidaySaveRequestSchema, body);
    const saved = await this.commands.execute<SaveHolidayCommand, { id: string }>(new SaveHolidayCommand(context, { id, version, form }));
    return { message: 'success', id: saved.id };
  }

  @Post('holiday/delete')
  @HttpCode(200)
  remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return deleteRecords(this.commands, context, KIND, body);
  }

  /** Adds the year's public holidays of the company's region that it lacks (not in the spec: ADR 0014). */
  @Post('holiday/seed')
  @HttpCode(200)
  async seed(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { added: number }> {
    const year = parseBody(holidaySeedRequestSchema, body).year ?? context.now.getFullYear();
    const { added } = await this.commands.execute<SeedPublicHolidaysCommand, { added: number }>(new SeedPublicHolidaysCommand(context, [year]));
    return { message: 'success', added };
  }
}
