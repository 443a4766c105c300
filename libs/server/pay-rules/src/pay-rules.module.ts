import { Global, Module } from '@nestjs/common';
import { PayRuleLookup } from '@timekeep/server-platform';
import { PayRuleLookupFromReadModel } from './catalogue/pay-rule-lookup';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PayRulesQueries } from './catalogue/pay-rules.queries';
import { HolidaysController } from './holidays/holidays.controller';
import { PAY_RULES_COMMAND_HANDLERS } from './pay-rules.parts';
import { PayGroupsController } from './pay-groups/pay-groups.controller';
import { PayTypesController } from './pay-types/pay-types.controller';
import { SkillsController } from './skills/skills.controller';
import { JobCodesController } from './work-codes/job-codes.controller';
import { TaskCodesController } from './work-codes/task-codes.controller';
import { WorkplacesController } from './workplaces/workplaces.controller';
import { RoundingRulesController } from './rounding/rounding-rules.controller';
import { ScheduleGuard } from './schedules/schedule-guard';
import { ScheduleTemplatesController } from './schedules/schedule-templates.controller';

/**
 * Pay settings, schedule templates, jobs, tasks and workplaces: the company's named catalogue. Global for
 * PayRuleLookup only: the structure and people contexts ask it without importing pay rules.
 */
@Global()
@Module({
  imports: [CqrsModule, OrganisationModule],
  controllers: [RoundingRulesController, HolidaysController, PayTypesController, PayGroupsController, SkillsController, ScheduleTemplatesController, JobCodesController, TaskCodesController, WorkplacesController],
  providers: [...PAY_RULES_COMMAND_HANDLERS, ScheduleGuard, PayRulesQueries, { provide: PayRuleLookup, useClass: PayRuleLookupFromReadModel }],
  exports: [PayRulesQueries, PayRuleLookup],
})
export class PayRulesModule {}
