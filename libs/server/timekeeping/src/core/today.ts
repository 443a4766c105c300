import { wallClockAt } from '@timekeep/domain-time-engine';
// The company's own zone is organisation's (scheduling reads it too); timekeeping's lists name it from here.
export { companyZoneOf } from '@timekeep/server-organisation';

/** The date it is in a zone at an instant. */
export const todayIn = (zone: string, now: Date): string => wallClockAt(Math.floor(now.getTime() / 1000), zone).date;
