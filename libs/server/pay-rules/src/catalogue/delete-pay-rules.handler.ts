import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, PayRuleKind } from '@timekeep/contracts';
import { decideDeletePayRule, PayRuleError } from '@timekeep/domain-pay-rules';
import { CommandContext, EmployeeUsage, Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
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
 * Pay groups and rounding rules in use by employees stay (the spec's in-use answers).
 */
@CommandHandler(DeletePayRulesCommand)
export class DeletePayRulesHandler implements ICommandHandler<DeletePayRulesCommand> {
  constructor(
    private readonly streams: Streams,
    private readonly usage: EmployeeUsage,
  ) {}

  async execute({ context, kind, ids }: DeletePayRulesCommand): Promise<void> {
    mayChangePayRules(context, Action.Delete, kind);
    const unique = [...new Set(ids)];
    try {
      await this.streams.transaction(async (tx) => {
        if ((await tx.manager.countBy(PayRuleEntity, { id: In(unique), companyId: context.principal.companyId, kind })) !== unique.length) {
          throw new NotFoundException({ message: 'This record does not exist.' });
        }
        const inUse: string[] = [];
        for (const id of unique) {
          const { state, version } = await this.streams.load(tx, context, payRuleStreamId(id), payRuleFold);
          try {
            const usedBy = kind === 'payGroup' || kind === 'roundingRule' || kind === 'scheduleTemplate' ? await this.usage.employeesUsing(tx, context.principal.companyId, kind, id) : [];
            const events = decideDeletePayRule(kind, state, id, usedBy);
            await this.streams.append(tx, context, { id: payRuleStreamId(id), type: kind, expected: version }, events);
          } catch (error) {
            if (!(error instanceof PayRuleError) || error.code !== 'inUse') throw error;
            inUse.push(...error.names);
          }
        }
        if (inUse.length) throw new PayRuleError('inUse', 'inUse', inUse);
      });
    } catch (error) {
      settleRace(error);
    }
  }
}
