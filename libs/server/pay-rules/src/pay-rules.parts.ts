import { ClosePayRulesHandler } from './catalogue/close-pay-rules.handler';
import { DeletePayRulesHandler } from './catalogue/delete-pay-rules.handler';
import { PayRuleEntity } from './catalogue/pay-rule.entity';
import { PayRulesProjection } from './catalogue/pay-rules.projection';
import { SavePayRuleHandler } from './catalogue/save-pay-rule.handler';
import { SeedPublicHolidaysHandler } from './holidays/seed-public-holidays.handler';
import { ImportJobsHandler } from './work-codes/import-jobs.handler';
import { PayRules1763800500000 } from './migrations/1763800500000-pay-rules';
import { PayRuleCodes1763800600000 } from './migrations/1763800600000-pay-rule-codes';

export const PAY_RULES_ENTITIES = [PayRuleEntity];
export const PAY_RULES_MIGRATIONS = [PayRules1763800500000, PayRuleCodes1763800600000];
export const PAY_RULES_INLINE_PROJECTIONS = [new PayRulesProjection()];
export const PAY_RULES_COMMAND_HANDLERS = [SavePayRuleHandler, DeletePayRulesHandler, ClosePayRulesHandler, SeedPublicHolidaysHandler, ImportJobsHandler];
