import { ClosePayRulesHandler } from './catalogue/close-pay-rules.handler';
import { DeletePayRulesHandler } from './catalogue/delete-pay-rules.handler';
import { PayRuleEntity } from './catalogue/pay-rule.entity';
import { PayRuleLookup } from './catalogue/pay-rule-lookup.port';
import { PayRuleLookupFromReadModel } from './catalogue/pay-rule-lookup';
import { PayRulesProjection } from './catalogue/pay-rules.projection';
import { SavePayRuleHandler } from './catalogue/save-pay-rule.handler';
import { SeedPublicHolidaysHandler } from './holidays/seed-public-holidays.handler';
import { PayRules1763800500000 } from './migrations/1763800500000-pay-rules';
import { PayRuleCodes1763800600000 } from './migrations/1763800600000-pay-rule-codes';

export const PAY_RULES_ENTITIES = [PayRuleEntity];
export const PAY_RULES_MIGRATIONS = [PayRules1763800500000, PayRuleCodes1763800600000];
export const PAY_RULES_INLINE_PROJECTIONS = [new PayRulesProjection()];
export const PAY_RULES_COMMAND_HANDLERS = [SavePayRuleHandler, DeletePayRulesHandler, ClosePayRulesHandler, SeedPublicHolidaysHandler];

/** The lookup other contexts ask (their API side gets it from the global module), for the worker's jobs that write schedules. */
export const PAY_RULES_PORT_PROVIDERS = [{ provide: PayRuleLookup, useClass: PayRuleLookupFromReadModel }];
