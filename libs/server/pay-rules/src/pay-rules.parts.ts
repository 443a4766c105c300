import { ClosePayRulesHandler } from './catalogue/close-pay-rules.handler';
import { DeletePayRulesHandler } from './catalogue/delete-pay-rules.handler';
import { PayRuleEntity } from './catalogue/pay-rule.entity';
import { PayRulesProjection } from './catalogue/pay-rules.projection';
import { SavePayRuleHandler } from './catalogue/save-pay-rule.handler';
import { SaveHolidayHandler } from './holidays/save-holiday.handler';
import { SeedPublicHolidaysHandler } from './holidays/seed-public-holidays.handler';
import { SavePayGroupHandler } from './pay-groups/save-pay-group.handler';
import { SavePayTypeHandler } from './pay-types/save-pay-type.handler';
import { SaveRoundingRuleHandler } from './rounding/save-rounding-rule.handler';
import { SaveSkillHandler } from './skills/save-skill.handler';
import { ImportJobsHandler } from './work-codes/import-jobs.handler';
import { SaveJobCodeHandler } from './work-codes/save-job-code.handler';
import { SaveTaskCodeHandler } from './work-codes/save-task-code.handler';
import { PayRules1763800500000 } from './migrations/1763800500000-pay-rules';
import { PayRuleCodes1763800600000 } from './migrations/1763800600000-pay-rule-codes';

export const PAY_RULES_ENTITIES = [PayRuleEntity];
export const PAY_RULES_MIGRATIONS = [PayRules1763800500000, PayRuleCodes1763800600000];
export const PAY_RULES_INLINE_PROJECTIONS = [new PayRulesProjection()];
export const PAY_RULES_COMMAND_HANDLERS = [
  SavePayRuleHandler,
  DeletePayRulesHandler,
  ClosePayRulesHandler,
  SaveRoundingRuleHandler,
  SaveHolidayHandler,
  SeedPublicHolidaysHandler,
  SavePayTypeHandler,
  SavePayGroupHandler,
  SaveSkillHandler,
  SaveJobCodeHandler,
  SaveTaskCodeHandler,
  ImportJobsHandler,
];
