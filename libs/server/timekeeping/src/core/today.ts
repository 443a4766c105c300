import { wallClockAt } from '@timekeep/domain-time-engine';
import { CompanyEntity, companyStateOf } from '@timekeep/server-organisation';

/** The company's own time zone (its detail's, else the one it was opened with): where "today" is for company-wide lists. */
export const companyZoneOf = (company: CompanyEntity): string => companyStateOf(company).detail.timeZoneId || company.timeZone;

/** The date it is in a zone at an instant. */
export const todayIn = (zone: string, now: Date): string => wallClockAt(Math.floor(now.getTime() / 1000), zone).date;
