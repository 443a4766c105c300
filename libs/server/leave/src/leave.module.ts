import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PlatformApiModule } from '@timekeep/server-platform';
import { LeaveBalanceImportController } from './balance-import/leave-balance-import.controller';
import { LEAVE_COMMAND_HANDLERS } from './leave.parts';

/**
 * Leave (document 2 "Leave", document 3 "Leave balance settings and import"): requests on a stream
 * each, their approval against the balances' ledger, and the balances' import. It sits above
 * timekeeping: the timesheet reads approved leave through timekeeping's port.
 */
@Module({
  imports: [CqrsModule, OrganisationModule, PlatformApiModule],
  controllers: [LeaveBalanceImportController],
  providers: [...LEAVE_COMMAND_HANDLERS],
})
export class LeaveModule {}
