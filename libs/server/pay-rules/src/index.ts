export * from './pay-rules.module';
export * from './pay-rules.parts';
export * from './catalogue/pay-rule.entity';
export * from './holidays/seed-public-holidays.handler';
export * from './catalogue/save-pay-rule.handler';
/** The domain's checks, for the seed and imports that build records outside a form. */
export { checkRoundingRule, checkHoliday } from '@timekeep/domain-pay-rules';
export * from './pay-types/default-pay-types';
export { payRuleStreamId, payRuleFold, settleRace } from './catalogue/pay-rule-stream';
export { checkPayGroup } from '@timekeep/domain-pay-rules';
// The catalogue, for contexts that keep their named records in it (scheduling's templates, settings' workplaces).
export * from './catalogue/catalogue-guards';
export { PayRulesQueries, type PayRuleSort } from './catalogue/pay-rules.queries';
export { deleteRecords, parseCatalogueQuery } from './catalogue/catalogue-http';
export * from './catalogue/pay-rule-lookup.port';
export * from './catalogue/pay-rule-usage.port';
export { PayRuleLookupFromReadModel } from './catalogue/pay-rule-lookup';
/** Jobs and tasks from an integration's Sync Jobs: read under the company's sync lock, a plan written in the caller's transaction. */
export { storedWorkCodes, writeWorkCodePlan } from './work-codes/work-code-plans';
/** Saves inside a caller's transaction, and a template's pay types by code (the condition sets' Apply template). */
export { PayRuleWriter } from './catalogue/save-pay-rule.handler';
export * from './pay-types/pay-types-by-code';
