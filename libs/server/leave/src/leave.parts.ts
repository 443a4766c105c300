import type { Provider } from '@nestjs/common';
import type { Projection } from '@timekeep/event-store';
import type { OrmTx, SchemaParts } from '@timekeep/server-platform';
import { LeaveLedgerEntity, LeaveRequestEntity } from './leave.entities';
import { LeaveProjection } from './leave.projection';
import { Leave1764000100000 } from './migrations/1764000100000-leave';
import { CancelLeavesHandler, ExamineLeaveHandler, SaveLeaveHandler } from './requests/leave.commands';

/** The leave context's read models, migrations, inline projections and command handlers (composition assembles them). */
export const LEAVE_ENTITIES: SchemaParts['entities'] = [LeaveRequestEntity, LeaveLedgerEntity];
export const LEAVE_MIGRATIONS: SchemaParts['migrations'] = [Leave1764000100000];
export const LEAVE_INLINE_PROJECTIONS: Projection<OrmTx>[] = [new LeaveProjection()];
export const LEAVE_COMMAND_HANDLERS: Provider[] = [SaveLeaveHandler, ExamineLeaveHandler, CancelLeavesHandler];
