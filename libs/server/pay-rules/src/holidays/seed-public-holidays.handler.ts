import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Action, PayRuleKind } from '@timekeep/contracts';
import { decideSavePayRule, holidaysToSeed, initialPayRuleState } from '@timekeep/domain-pay-rules';
import { companyState } from '@timekeep/server-organisation';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { PayRuleEntity } from '../catalogue/pay-rule.entity';
import { mayChangePayRules, payRuleStreamId, settleRace } from '../catalogue/pay-rule-stream';
import { publicHolidays } from './public-calendar';

export class SeedPublicHolidaysCommand {
  constructor(
    readonly context: CommandContext,
    readonly years: number[],
  ) {}
}

/** Adds the public holidays of the company's country and region for these years that it does not have yet. */
@CommandHandler(SeedPublicHolidaysCommand)
export class SeedPublicHolidaysHandler implements ICommandHandler<SeedPublicHolidaysCommand, { added: number }> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, years }: SeedPublicHolidaysCommand): Promise<{ added: number }> {
    mayChangePayRules(context, Action.Create, PayRuleKind.Holiday);
    try {
      return { added: await this.streams.transaction((tx) => appendPublicHolidays(this.streams, tx, context, context.principal.companyId, years)) };
    } catch (error) {
      settleRace(error, PayRuleKind.Holiday);
    }
  }
}

/** Inside the caller's transaction, so opening a customer commits its holidays with it. Returns how many were added. */
export async function appendPublicHolidays(streams: Streams, tx: OrmTx, context: CommandContext, companyId: string, years: number[]): Promise<number> {
  const company = await companyState(tx.manager, companyId);
  const existing = await tx.manager.find(PayRuleEntity, { where: { companyId, kind: PayRuleKind.Holiday }, select: { systemCode: true, uniqueKey: true } });
  const calendar = years.flatMap((year) => publicHolidays(company.country, company.region, year));
  const place = [company.country, company.region].filter(Boolean).join('-');
  const toAdd = holidaysToSeed(place, calendar, existing.map((h) => ({ systemCode: h.systemCode, key: h.uniqueKey })));
  for (const body of toAdd) {
    const id = randomUUID();
    const events = decideSavePayRule(PayRuleKind.Holiday, initialPayRuleState, id, body, false);
    await streams.append(tx, context, { id: payRuleStreamId(id), type: PayRuleKind.Holiday, expected: 'no_stream', companyId }, events);
  }
  return toAdd.length;
}
