import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, MessageReply, Page, PayRuleKind, Resource, WorkplaceDto } from '@timekeep/contracts';
import { checkWorkplace, coordinateText, WorkplaceFields } from '@timekeep/domain-settings';
import { CommandContext, Ctx, CurrentPrincipal, formBoolean, formId, formList, formVersion, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { EmployeeAssignments } from '@timekeep/server-people';
import { fieldsOf, parseCatalogueQuery, PayRuleEntity, PayRulesQueries, SavePayRuleCommand } from '@timekeep/server-pay-rules';

const KIND = PayRuleKind.Workplace;
const text = (max: number) => z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(max, `At most ${max} characters.`));
const saveSchema = z.object({
  id: formId,
  name: text(100),
  workSiteStatus: formBoolean.default(true),
  address: text(300),
  coordinate: text(60),
  radius: z.preprocess((v) => (v === '' || v === undefined || v === null ? null : Number(v)), z.number().nullable()),
  description: text(2000),
  siteCode: text(20),
  employeeIds: formList(z.string().uuid('Choose one from the list.')).optional(),
  version: formVersion,
});

function toWorkplace(row: PayRuleEntity, employees: Array<{ id: string; name: string }>): WorkplaceDto {
  const { latitude, longitude, ...fields } = fieldsOf<WorkplaceFields>(row);
  return { id: row.id, name: row.name, workSiteStatus: row.active, ...fields, coordinate: coordinateText({ latitude, longitude }), employeeIds: employees.map((e) => e.id), employees, version: row.version };
}

/** Workplaces (document 3 §4, §7): the geofenced sites of the mobile app and their employees. */
@Controller()
export class WorkplacesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
    private readonly sites: EmployeeAssignments,
  ) {}

  @Get('api/workplaces')
  @Permission(Resource.Workplace, Action.Visible)
  async list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<WorkplaceDto>> {
    const { list, filters } = parseCatalogueQuery(query);
    const page = await this.queries.page(principal.companyId, KIND, list, filters, (row) => row);
    const employees = await this.sites.atSites(principal, page.items.map((r) => r.id));
    return { ...page, items: page.items.map((row) => toWorkplace(row, employees.get(row.id) ?? [])) };
  }

  @Get('api/workplaces/:id')
  @Permission(Resource.Workplace, Action.Visible)
  async one(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<WorkplaceDto> {
    const row = await this.queries.one(principal.companyId, KIND, id);
    return toWorkplace(row, (await this.sites.atSites(principal, [id])).get(id) ?? []);
  }

  /** Answers 'success', or the spec's 'name repeat'; without employeeIds the site's employees stay as they are. */
  @Post('workPlace/save')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, employeeIds, ...input } = parseBody(saveSchema, body);
    const saved = await this.commands.execute<SavePayRuleCommand, { id: string }>(new SavePayRuleCommand(context, KIND, { id, version, body: checkWorkplace(input), employeeIds }));
    return { message: 'success', id: saved.id };
  }
}
