import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, PayRuleKind } from '@timekeep/contracts';
import { decideDeletePayRule, inUseAnswer, PayRuleError } from '@timekeep/domain-pay-rules';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { PayRuleUsage } from './pay-rule-usage.port';
import { CompanyEntity, companyStateOf, DepartmentEntity } from '@timekeep/server-organisation';
import { ArrayContains, In } from 'typeorm';
import { PayRuleEntity } from './pay-rule.entity';
import { mayChangePayRules, payRuleFold, payRuleStreamId, settleRace } from './pay-rule-stream';

export class DeletePayRulesCommand {
  constructor(
    readonly context: CommandContext,
    readonly kind: PayRuleKind,
    readonly ids: string[],
  ) {}
}

/**
 * Deletes every record asked for, or none. Records still in use are named together in one refusal.
 * Pay groups, rounding rules and schedule templates in use by employees stay (the spec's in-use
 * answers); so do rounding rules, templates and holidays a department gives its people, and the
 * company's default template and rounding rule.
 */
@CommandHandler(DeletePayRulesCommand)
export class DeletePayRulesHandler implements ICommandHandler<DeletePayRulesCommand> {
  constructor(
    private readonly streams: Streams,
    private readonly usage: PayRuleUsage,
  ) {}

  private async usedBy(tx: OrmTx, companyId: string, kind: PayRuleKind, id: string): Promise<string[]> {
    if (kind === 'holiday') return (await tx.manager.findBy(DepartmentEntity, { companyId, holidayIds: ArrayContains([id]) })).map((d) => d.name);
    if (kind === 'payType') {
      // A condition set pays under it (ADR 0074): deleting it would leave the set's rows paying under nothing.
      const { rows } = await tx.sql.query<{ name: string }>(
        `SELECT name FROM pay_rule WHERE company_id = $1 AND kind = 'conditionSet' AND (fields->'conditions' @> $2::jsonb OR fields->'minimumEngagement'->>'payTypeId' = $3)`,
        [companyId, JSON.stringify([{ payTypeId: id }]), id],
      );
      return rows.map((r) => r.name);
    }
    if (kind !== 'payGroup' && kind !== 'roundingRule' && kind !== 'scheduleTemplate') return [];
    const employees = await this.usage.employeesUsing(tx, companyId, kind, id);
    if (kind === 'payGroup') return employees;
    const departments = await tx.manager.findBy(DepartmentEntity, { companyId, ...(kind === 'roundingRule' ? { roundingId: id } : { scheduleId: id }) });
    // The company's own default (ADR 0062) keeps it too.
    const company = companyStateOf(await tx.manager.findOneByOrFail(CompanyEntity, { id: companyId }));
    const companyDefault = kind === 'roundingRule' ? company.detail.timeRoundingId : company.detail.scheduleId;
    return [...employees, ...departments.map((d) => d.name), ...(companyDefault === id ? [company.name] : [])];
  }

  async execute({ context, kind, ids }: DeletePayRulesCommand): Promise<void> {
    mayChangePayRules(context, Action.Delete, kind);
    const unique = [...new Set(ids)];
    try {
      await this.streams.transaction(async (tx) => {
        if ((await tx.manager.countBy(PayRuleEntity, { id: In(unique), companyId: context.principal.companyId, kind })) !== unique.length) {
          throw new PayRuleError('notFound', 'This record does not exist.');
        }
        const inUse: string[] = [];
        for (const id of unique) {
          const { state, version } = await this.streams.load(tx, context, payRuleStreamId(id), payRuleFold);
          try {
            const usedBy = await this.usedBy(tx, context.principal.companyId, kind, id);
            const events = decideDeletePayRule(kind, state, id, usedBy);
            await this.streams.append(tx, context, { id: payRuleStreamId(id), type: kind, expected: version }, events);
          } catch (error) {
            if (!(error instanceof PayRuleError) || error.code !== 'inUse') throw error;
            inUse.push(...error.names);
          }
        }
        // The spec has no in-use answer for a pay type; one a condition set pays under is refused in a sentence (ADR 0074).
        if (inUse.length && kind === 'payType') throw new PayRuleError('invalid', `${inUse.join(', ')} cannot be deleted: a condition set pays under it.`);
        if (inUse.length) throw new PayRuleError('inUse', 'inUse', inUse, inUseAnswer(kind, inUse));
      });
    } catch (error) {
      settleRace(error, kind);
    }
  }
}
