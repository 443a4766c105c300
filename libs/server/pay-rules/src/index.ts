export * from './pay-rules.module';
export * from './pay-rules.parts';
export * from './catalogue/pay-rule.entity';
export * from './holidays/seed-public-holidays.handler';
export * from './catalogue/save-pay-rule.handler';
/** The domain's checks, for the seed and imports that build records outside a form. */
export { checkRoundingRule, checkHoliday } from '@timekeep/domain-pay-rules';
export * from './pay-types/default-pay-types';
export { payRuleStreamId, payRuleFold } from './catalogue/pay-rule-stream';
export { checkPayGroup } from '@timekeep/domain-pay-rules';
