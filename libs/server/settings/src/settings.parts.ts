import type { SchemaParts } from '@timekeep/server-platform';
import { DeleteKioskContactsHandler, SaveKioskContactHandler, SaveKioskContentsHandler } from './kiosk/kiosk.commands';
import { KioskContactEntity, KioskContentsEntity } from './kiosk/kiosk.entities';
import { KioskProjection } from './kiosk/kiosk.projection';
import { Kiosk1764300100000 } from './migrations/1764300100000-kiosk';

export const SETTINGS_ENTITIES: SchemaParts['entities'] = [KioskContentsEntity, KioskContactEntity];
export const SETTINGS_MIGRATIONS: SchemaParts['migrations'] = [Kiosk1764300100000];
export const SETTINGS_INLINE_PROJECTIONS = [new KioskProjection()];
export const SETTINGS_COMMAND_HANDLERS = [SaveKioskContentsHandler, SaveKioskContactHandler, DeleteKioskContactsHandler];
