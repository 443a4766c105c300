/** Leave (document 2 "Leave"): the requests' and balances' decisions, pure. */
export * from './balance-import';
