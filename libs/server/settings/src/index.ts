export * from './settings.module';
export * from './settings.parts';
export * from './punch-codes/punch-code-signer';
export { KioskQueries } from './kiosk/kiosk.queries';
export { SaveKioskContactCommand, SaveKioskContentsCommand } from './kiosk/kiosk.commands';
