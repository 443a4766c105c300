import type { ContextParts } from '@timekeep/server-platform';
import { PayRuleEntity } from './catalogue/pay-rule.entity';
import { PayRulesProjection } from './catalogue/pay-rules.projection';
import { PayRules1763800500000 } from './migrations/1763800500000-pay-rules';
import { PayRuleCodes1763800600000 } from './migrations/1763800600000-pay-rule-codes';
import { PayRulesModule } from './pay-rules.module';

export const PAY_RULES: ContextParts = {
  module: PayRulesModule,
  entities: [PayRuleEntity],
  migrations: [PayRules1763800500000, PayRuleCodes1763800600000],
  inlineProjections: [new PayRulesProjection()],
};
