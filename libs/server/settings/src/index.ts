export * from './settings.module';
export * from './settings.parts';
export * from './punch-codes/punch-code-signer';
export { KioskQueries } from './kiosk/kiosk.queries';
export { SaveKioskContactCommand } from './kiosk/save-kiosk-contact.handler';
export { SaveKioskContentsCommand } from './kiosk/save-kiosk-contents.handler';
