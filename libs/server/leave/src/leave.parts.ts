import type { Provider } from '@nestjs/common';
import type { Projection } from '@timekeep/event-store';
import type { OrmTx, SchemaParts } from '@timekeep/server-platform';

/** The leave context's read models, migrations, inline projections and command handlers (composition assembles them). */
export const LEAVE_ENTITIES: SchemaParts['entities'] = [];
export const LEAVE_MIGRATIONS: SchemaParts['migrations'] = [];
export const LEAVE_INLINE_PROJECTIONS: Projection<OrmTx>[] = [];
export const LEAVE_COMMAND_HANDLERS: Provider[] = [];
