import { type ContextParts, Mailer } from '@timekeep/server-platform';
import { LeaveBalanceSettingsEntity } from './balance-import/balance-settings.entity';
import { BalanceSettingsProjection } from './balance-import/balance-settings.projection';
import { LeaveLedgerEntity, LeaveRequestEntity } from './leave.entities';
import { GlobalLeaveJob } from './bulk-leave/global-leave.job';
import { GlobalLeaveRun } from './bulk-leave/global-leave-run';
import { LeaveProjection } from './leave.projection';
import { Leave1764000100000 } from './migrations/1764000100000-leave';
import { LeaveBalanceSettings1764000200000 } from './migrations/1764000200000-leave-balance-settings';
import { LeaveAccess } from './requests/leave-access';
import { LeaveMail } from './requests/leave-mail';
import { CancelLeavesHandler } from './requests/cancel-leaves.handler';
import { ExamineLeaveHandler } from './requests/examine-leave.handler';
import { SaveLeaveHandler } from './requests/save-leave.handler';
import { LeaveModule } from './leave.module';
import { LEAVE_PORT_PROVIDERS } from './leave-ports';

/** The leave context's read models, migrations, inline projections and worker jobs (composition assembles them). */
export const LEAVE: ContextParts = {
  module: LeaveModule,
  entities: [LeaveRequestEntity, LeaveLedgerEntity, LeaveBalanceSettingsEntity],
  migrations: [Leave1764000100000, LeaveBalanceSettings1764000200000],
  inlineProjections: [new LeaveProjection(), new BalanceSettingsProjection()],
  /** The global leave. */
  jobs: [GlobalLeaveJob],
  /** Besides the platform and timekeeping's job providers: the global leave's run, the requests' writes and mail, and the ports leave answers for timekeeping. */
  jobProviders: [...LEAVE_PORT_PROVIDERS, GlobalLeaveRun, SaveLeaveHandler, ExamineLeaveHandler, CancelLeavesHandler, LeaveAccess, LeaveMail, Mailer],
};
