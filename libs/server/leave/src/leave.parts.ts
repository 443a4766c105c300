import type { Provider } from '@nestjs/common';
import { Mailer } from '@timekeep/server-platform';
import type { Projection } from '@timekeep/event-store';
import type { OrmTx, SchemaParts } from '@timekeep/server-platform';
import { LeaveBalanceSettingsEntity } from './balance-import/balance-settings.entity';
import { BalanceSettingsProjection } from './balance-import/balance-settings.projection';
import { ImportLeaveBalancesHandler } from './balance-import/import-leave-balances.handler';
import { SaveBalanceSettingsHandler } from './balance-import/save-balance-settings.handler';
import { LeaveLedgerEntity, LeaveRequestEntity } from './leave.entities';
import { GlobalLeaveJob } from './bulk-leave/global-leave.job';
import { LeaveProjection } from './leave.projection';
import { Leave1764000100000 } from './migrations/1764000100000-leave';
import { LeaveBalanceSettings1764000200000 } from './migrations/1764000200000-leave-balance-settings';
import { LeaveAccess } from './requests/leave-access';
import { LeaveMail } from './requests/leave-mail';
import { CancelLeavesHandler } from './requests/cancel-leaves.handler';
import { ExamineLeaveHandler } from './requests/examine-leave.handler';
import { SaveLeaveHandler } from './requests/save-leave.handler';
import { SaveGlobalLeaveHandler } from './bulk-leave/save-global-leave.handler';

/** The leave context's read models, migrations, inline projections and command handlers (composition assembles them). */
export const LEAVE_ENTITIES: SchemaParts['entities'] = [LeaveRequestEntity, LeaveLedgerEntity, LeaveBalanceSettingsEntity];
export const LEAVE_MIGRATIONS: SchemaParts['migrations'] = [Leave1764000100000, LeaveBalanceSettings1764000200000];
export const LEAVE_INLINE_PROJECTIONS: Projection<OrmTx>[] = [new LeaveProjection(), new BalanceSettingsProjection()];
export const LEAVE_COMMAND_HANDLERS: Provider[] = [SaveLeaveHandler, ExamineLeaveHandler, CancelLeavesHandler, SaveGlobalLeaveHandler, SaveBalanceSettingsHandler, ImportLeaveBalancesHandler];

/** The worker's leave jobs (the global leave), and what they need besides the platform and timekeeping's job providers. */
export const LEAVE_JOBS = [GlobalLeaveJob];
export const LEAVE_JOB_PROVIDERS: Provider[] = [SaveLeaveHandler, ExamineLeaveHandler, CancelLeavesHandler, LeaveAccess, LeaveMail, Mailer];
