export * from './leave.module';
export * from './leave.parts';
export { LeaveRequestEntity, LeaveLedgerEntity } from './leave.entities';
// The seed makes the demo's requests through the same commands as the API.
export { SaveLeaveCommand } from './requests/save-leave.handler';
export { ExamineLeaveCommand } from './requests/examine-leave.handler';
