export * from './catalogue';
export * from './holiday';
export * from './rounding';
export * from './pay-type';
export * from './pay-group';
export * from './skill';
export * from './work-code';
export * from './work-code-sync';
