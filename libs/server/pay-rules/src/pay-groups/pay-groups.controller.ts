import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, MessageReply, NEW_PAY_GROUP, OVERTIME_TYPES, Page, PAY_GROUP_BREAK_TYPES, PAY_PERIODS, PAY_RULE_TEXT_LIMITS, PayGroup, PayGroupFields, PayRuleKind, Resource, textTooLong } from '@timekeep/contracts';
import { checkPayGroup } from '@timekeep/domain-pay-rules';
import { CompanyQueries } from '@timekeep/server-organisation';
import { CommandContext, Ctx, CurrentPrincipal, formBoolean, formId, formNumber, formText, formVersion, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { deleteRecords, parseCatalogueQuery } from '../catalogue/catalogue-http';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

const KIND = PayRuleKind.PayGroup;
const d = NEW_PAY_GROUP;
const bool = (fallback: boolean) => formBoolean.default(fallback);
const num = (fallback: number) => formNumber.default(fallback);
const optionalNum = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().nullable());
const optionalId = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().uuid().nullable());

/** The form as the console (or an old client, form-encoded) sends it; missing fields take the document 3 defaults. */
const saveSchema = z.object({
  id: formId,
  name: z.string().max(PAY_RULE_TEXT_LIMITS.name, textTooLong('Name', PAY_RULE_TEXT_LIMITS.name)).default(''),
  active: bool(d.active),
  period: z.enum(PAY_PERIODS).default(d.period),
  startDayOfMonth: num(d.startDayOfMonth),
  startTime: z.string().default(''),
  timeZoneId: formText(64),
  breakCalculationType: z.enum(PAY_GROUP_BREAK_TYPES).default(d.breakCalculationType),
  workTime: num(d.workTime),
  breakStartTime: formText(5),
  // Document 3 §5: break time defaults to 0 on save.
  breakTime: num(0),
  clockOutForBreaks: bool(d.clockOutForBreaks),
  minimumBreak: bool(d.minimumBreak),
  punchPairCompletionTime: optionalNum,
  breakTimeException: num(d.breakTimeException),
  shiftThreshold: num(d.shiftThreshold),
  graceTimeIn: num(d.graceTimeIn),
  graceTimeOut: num(d.graceTimeOut),
  earlyArrivalThreshold: formNumber,
  lateDepartureThreshold: formNumber,
  payOnFinishDay: bool(d.payOnFinishDay),
  convertUnit: num(d.convertUnit),
  skipHoliday: bool(d.skipHoliday),
  skipUnscheduleDay: bool(d.skipUnscheduleDay),
  durationBySchedule: bool(d.durationBySchedule),
  disableEmployeeApply: bool(d.disableEmployeeApply),
  autoLeave: bool(d.autoLeave),
  autoLeavePayTypeId: optionalId,
  overtimeCalculationType: z.enum(OVERTIME_TYPES).default(d.overtimeCalculationType),
  dailyOvertimeThreshold: optionalNum,
  includePaidLeavesInOvertimeThreshold: bool(d.includePaidLeavesInOvertimeThreshold),
  useStandardHoursAsPeriodOvertimeThreshold: bool(d.useStandardHoursAsPeriodOvertimeThreshold),
  periodOvertimeThreshold: optionalNum,
  periodOvertimeCode: optionalId,
  skipException: bool(d.skipException),
  hideApproveOT: bool(d.hideApproveOT),
  calculatePublicHoliday: bool(d.calculatePublicHoliday),
  calculatePublicHolidayLeaveBySchedule: bool(d.calculatePublicHolidayLeaveBySchedule),
  calculateAlternativeHoliday: bool(d.calculateAlternativeHoliday),
  phlAbsent: bool(d.phlAbsent),
  acceptEA: bool(d.acceptEA),
  acceptLD: bool(d.acceptLD),
  supervisorMAOT: bool(d.supervisorMAOT),
  approvedUnscheduledWork: bool(d.approvedUnscheduledWork),
  punchPairWitoutSchedule: bool(d.punchPairWitoutSchedule),
  manualPunch: bool(d.manualPunch),
  memo: formText(1000),
  version: formVersion,
});

export const toPayGroup = (row: PayRuleEntity): PayGroup => ({ id: row.id, name: row.name, active: row.active, ...fieldsOf<PayGroupFields>(row), version: row.version });

/** Pay groups (document 3 §2, §7): list, detail, save and delete with the spec's answers. */
@Controller()
export class PayGroupsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
    private readonly companies: CompanyQueries,
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
  async save(@CurrentPrincipal() principal: Principal, @Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, ...input } = parseBody(saveSchema, body);
    const settings = await this.companies.settings(principal.companyId);
    const payTypes = await this.queries.payTypes(principal.companyId);
    const rules = { multiShift: settings.multiShiftView, allowManualPunch: settings.allowManualPunch, payTypes: new Map(payTypes.map((t) => [t.id, { leave: t.fields.leaveStatus }])) };
    const saved = await this.commands.execute<SavePayRuleCommand, { id: string }>(new SavePayRuleCommand(context, KIND, { id, version, body: checkPayGroup(input, rules) }));
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
