import type { SchemaParts } from '@timekeep/server-platform';
import { DeleteKioskContactsHandler } from './kiosk/delete-kiosk-contacts.handler';
import { KioskContactEntity, KioskContentsEntity } from './kiosk/kiosk.entities';
import { KioskProjection } from './kiosk/kiosk.projection';
import { SaveKioskContactHandler } from './kiosk/save-kiosk-contact.handler';
import { SaveKioskContentsHandler } from './kiosk/save-kiosk-contents.handler';
import { Kiosk1764300100000 } from './migrations/1764300100000-kiosk';
import { SaveWorkplaceHandler } from './workplaces/save-workplace.handler';

export const SETTINGS_ENTITIES: SchemaParts['entities'] = [KioskContentsEntity, KioskContactEntity];
export const SETTINGS_MIGRATIONS: SchemaParts['migrations'] = [Kiosk1764300100000];
export const SETTINGS_INLINE_PROJECTIONS = [new KioskProjection()];
export const SETTINGS_COMMAND_HANDLERS = [SaveWorkplaceHandler, SaveKioskContentsHandler, SaveKioskContactHandler, DeleteKioskContactsHandler];
