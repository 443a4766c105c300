import type { Provider } from '@nestjs/common';
import type { Projection } from '@timekeep/event-store';
import type { OrmTx, SchemaParts } from '@timekeep/server-platform';
import { LeaveBalanceSettingsEntity } from './balance-import/balance-settings.entity';
import { BalanceSettingsProjection } from './balance-import/balance-settings.projection';
import { ImportLeaveBalancesHandler } from './balance-import/import-leave-balances.handler';
import { LeaveLedgerImportProjection } from './balance-import/provisional-ledger/leave-ledger-import.projection';
import { LeaveLedgerEntity } from './balance-import/provisional-ledger/leave-ledger.entity';
import { SaveBalanceSettingsHandler } from './balance-import/save-balance-settings.handler';
import { LeaveBalanceSettings1764000200000 } from './migrations/1764000200000-leave-balance-settings';
import { LeaveLedgerProvisional1764000200001 } from './migrations/1764000200001-leave-ledger-provisional';

/** The leave context's read models, migrations, inline projections and command handlers (composition assembles them). */
export const LEAVE_ENTITIES: SchemaParts['entities'] = [LeaveBalanceSettingsEntity, LeaveLedgerEntity];
export const LEAVE_MIGRATIONS: SchemaParts['migrations'] = [LeaveBalanceSettings1764000200000, LeaveLedgerProvisional1764000200001];
export const LEAVE_INLINE_PROJECTIONS: Projection<OrmTx>[] = [new BalanceSettingsProjection(), new LeaveLedgerImportProjection()];
export const LEAVE_COMMAND_HANDLERS: Provider[] = [SaveBalanceSettingsHandler, ImportLeaveBalancesHandler];
