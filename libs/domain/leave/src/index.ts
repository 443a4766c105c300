/** Leave (document 2 "Leave"): the requests' and balances' decisions, pure. */
export * from './balance-import';
export * from './leave-error';
export * from './leave-request';
export * from './balance';
export * from './leave-notice';
export * from './leave-approver';
