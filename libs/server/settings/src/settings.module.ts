import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { KioskController } from './kiosk/kiosk.controller';
import { KioskQueries } from './kiosk/kiosk.queries';
import { PunchCodes } from './punch-codes/punch-codes';
import { PunchCodeSigner } from './punch-codes/punch-code-signer';
import { PunchCodesController } from './punch-codes/punch-codes.controller';
import { PunchCodesQueries } from './punch-codes/punch-codes.queries';
import { WorkplaceGuard } from './workplaces/workplace-guard';
import { WorkplacesController } from './workplaces/workplaces.controller';
import { DeleteKioskContactsHandler } from './kiosk/delete-kiosk-contacts.handler';
import { SaveKioskContactHandler } from './kiosk/save-kiosk-contact.handler';
import { SaveKioskContentsHandler } from './kiosk/save-kiosk-contents.handler';
import { SaveWorkplaceHandler } from './workplaces/save-workplace.handler';

const SETTINGS_COMMAND_HANDLERS = [SaveWorkplaceHandler, SaveKioskContentsHandler, SaveKioskContactHandler, DeleteKioskContactsHandler];

/**
 * The company's settings areas: workplaces (kept in the pay-rules catalogue), the kiosk's contents
 * and contacts (their own streams), and punch codes. PunchCodeSigner and KioskQueries are exported
 * for the clock, which reads the codes and shows the kiosk to visitors.
 */
@Module({
  imports: [CqrsModule, OrganisationModule],
  controllers: [WorkplacesController, KioskController, PunchCodesController],
  providers: [...SETTINGS_COMMAND_HANDLERS, WorkplaceGuard, KioskQueries, PunchCodesQueries, PunchCodes, PunchCodeSigner],
  exports: [PunchCodeSigner, KioskQueries],
})
export class SettingsModule {}
