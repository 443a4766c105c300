import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, PayRuleKind } from '@timekeep/contracts';
import { decideSavePayRule, PayRuleError } from '@timekeep/domain-pay-rules';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { PayRuleEntity } from './pay-rule.entity';
import { mayChangePayRules, payRuleFold, payRuleStreamId, settleRace } from './pay-rule-stream';

export class ClosePayRulesCommand {
  constructor(
    readonly context: CommandContext,
    readonly kind: PayRuleKind,
    readonly ids: string[],
  ) {}
}

/** Makes every record asked for inactive, or none (document 2 §4: jobs are closed in bulk). */
@CommandHandler(ClosePayRulesCommand)
export class ClosePayRulesHandler implements ICommandHandler<ClosePayRulesCommand> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, kind, ids }: ClosePayRulesCommand): Promise<void> {
    mayChangePayRules(context, Action.Update, kind);
    const unique = [...new Set(ids)];
    try {
      await this.streams.transaction(async (tx) => {
        if ((await tx.manager.countBy(PayRuleEntity, { id: In(unique), companyId: context.principal.companyId, kind })) !== unique.length) {
          throw new PayRuleError('notFound', 'This record does not exist.');
        }
        for (const id of unique) {
          const { state, version } = await this.streams.load(tx, context, payRuleStreamId(id), payRuleFold);
          if (!state.body) throw new PayRuleError('notFound', 'This record does not exist.');
          // Closing keeps the name and punch code, so nothing can clash: nobody else holds them.
          const events = decideSavePayRule(kind, state, id, { ...state.body, active: false }, false);
          if (events.length) await this.streams.append(tx, context, { id: payRuleStreamId(id), type: kind, expected: version }, events);
        }
      });
    } catch (error) {
      settleRace(error, kind);
    }
  }
}
