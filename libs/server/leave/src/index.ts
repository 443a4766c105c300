export * from './leave.module';
export * from './leave.parts';
export { LEAVE_PORT_PROVIDERS } from './leave-ports';
export { LeaveRequestEntity, LeaveLedgerEntity } from './leave.entities';
