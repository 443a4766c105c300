import { Global, Module } from '@nestjs/common';
import { CatalogueReferences, PositionJobs } from '@timekeep/server-organisation';
import { PayRuleLookup } from './catalogue/pay-rule-lookup.port';
import { PayRuleLookupFromReadModel } from './catalogue/pay-rule-lookup';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PlatformApiModule } from '@timekeep/server-platform';
import { PayRulesQueries } from './catalogue/pay-rules.queries';
import { HolidaysController } from './holidays/holidays.controller';
import { PayGroupsController } from './pay-groups/pay-groups.controller';
import { PayTypesController } from './pay-types/pay-types.controller';
import { SkillsController } from './skills/skills.controller';
import { CatalogueGuards } from './catalogue/catalogue-guards';
import { PayGroupGuard } from './pay-groups/pay-group-guard';
import { JobCodesController } from './work-codes/job-codes.controller';
import { JobImportsController } from './work-codes/job-imports.controller';
import { TaskCodesController } from './work-codes/task-codes.controller';
import { RoundingRulesController } from './rounding/rounding-rules.controller';
import { ClosePayRulesHandler } from './catalogue/close-pay-rules.handler';
import { DeletePayRulesHandler } from './catalogue/delete-pay-rules.handler';
import { PayRuleWriter, SavePayRuleHandler } from './catalogue/save-pay-rule.handler';
import { SaveHolidayHandler } from './holidays/save-holiday.handler';
import { SeedPublicHolidaysHandler } from './holidays/seed-public-holidays.handler';
import { SavePayGroupHandler } from './pay-groups/save-pay-group.handler';
import { SavePayTypeHandler } from './pay-types/save-pay-type.handler';
import { SaveRoundingRuleHandler } from './rounding/save-rounding-rule.handler';
import { SaveSkillHandler } from './skills/save-skill.handler';
import { ImportJobsHandler } from './work-codes/import-jobs.handler';
import { SaveJobCodeHandler } from './work-codes/save-job-code.handler';
import { SaveTaskCodeHandler } from './work-codes/save-task-code.handler';
import { WorkCodesQueries } from './work-codes/work-codes.queries';

const PAY_RULES_COMMAND_HANDLERS = [
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

/**
 * Pay settings (rounding, holidays, pay types, pay groups, skills) and work codes, kept in the
 * company's named catalogue; scheduling's templates and settings' workplaces keep their records in
 * the same catalogue through its public API. Global for PayRuleLookup, CatalogueGuards and the
 * structure's ports only: other contexts ask them without importing pay rules' module.
 */
@Global()
@Module({
  imports: [CqrsModule, OrganisationModule, PlatformApiModule],
  controllers: [RoundingRulesController, HolidaysController, PayTypesController, PayGroupsController, SkillsController, JobImportsController, JobCodesController, TaskCodesController],
  providers: [...PAY_RULES_COMMAND_HANDLERS, CatalogueGuards, PayGroupGuard, PayRuleWriter, PayRulesQueries, WorkCodesQueries, { provide: PayRuleLookup, useClass: PayRuleLookupFromReadModel }, { provide: CatalogueReferences, useExisting: PayRuleLookup }, { provide: PositionJobs, useExisting: WorkCodesQueries }],
  exports: [PayRulesQueries, PayRuleLookup, CatalogueReferences, CatalogueGuards, PositionJobs, PayRuleWriter],
})
export class PayRulesModule {}
