import { Global, Module, type Provider } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApprovedLeaves, LeaveCountsPort } from '@timekeep/server-timekeeping';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PlatformApiModule } from '@timekeep/server-platform';
import { GlobalLeaveController } from './bulk-leave/global-leave.controller';
import { BalanceSettingsQueries } from './balance-import/balance-import.queries';
import { LeaveBalanceImportController } from './balance-import/leave-balance-import.controller';
import { LEAVE_PORT_PROVIDERS } from './leave-ports';
import { LeaveAccess } from './requests/leave-access';
import { LeaveMail } from './requests/leave-mail';
import { LeaveController } from './requests/leave.controller';
import { LeaveQueries } from './requests/leave.queries';
import { ImportLeaveBalancesHandler } from './balance-import/import-leave-balances.handler';
import { SaveBalanceSettingsHandler } from './balance-import/save-balance-settings.handler';
import { CancelLeavesHandler } from './requests/cancel-leaves.handler';
import { ExamineLeaveHandler } from './requests/examine-leave.handler';
import { SaveLeaveHandler } from './requests/save-leave.handler';
import { SaveGlobalLeaveHandler } from './bulk-leave/save-global-leave.handler';
import { GlobalLeaveRun } from './bulk-leave/global-leave-run';
import { LeaveBalancesController } from './balances/leave-balances.controller';
import { LeaveBalanceListQueries } from './balances/leave-balances.queries';

const LEAVE_COMMAND_HANDLERS: Provider[] = [SaveLeaveHandler, ExamineLeaveHandler, CancelLeavesHandler, SaveGlobalLeaveHandler, SaveBalanceSettingsHandler, ImportLeaveBalancesHandler];

/**
 * Global for the ports it answers (timekeeping's ApprovedLeaves and LeaveCountsPort).
 *
 * Leave (document 2 "Leave", document 3 "Leave balance settings and import"): requests on a stream
 * each, their approval against the balances' ledger, and the balances' import. It sits above
 * timekeeping: the timesheet reads approved leave through timekeeping's port. It mails through
 * the platform's Mailer (the approver of a request, the employee of a decision).
 */
@Global()
@Module({
  imports: [CqrsModule, OrganisationModule, PlatformApiModule],
  controllers: [LeaveController, LeaveBalancesController, LeaveBalanceImportController, GlobalLeaveController],
  providers: [...LEAVE_COMMAND_HANDLERS, ...LEAVE_PORT_PROVIDERS, GlobalLeaveRun, LeaveAccess, LeaveMail, LeaveQueries, LeaveBalanceListQueries, BalanceSettingsQueries],
  exports: [ApprovedLeaves, LeaveCountsPort],
})
export class LeaveModule {}
