import type { ContextParts } from '@timekeep/server-platform';
import { KioskContactEntity, KioskContentsEntity } from './kiosk/kiosk.entities';
import { KioskProjection } from './kiosk/kiosk.projection';
import { Kiosk1764300100000 } from './migrations/1764300100000-kiosk';
import { SettingsModule } from './settings.module';

export const SETTINGS: ContextParts = {
  module: SettingsModule,
  entities: [KioskContentsEntity, KioskContactEntity],
  migrations: [Kiosk1764300100000],
  inlineProjections: [new KioskProjection()],
};
