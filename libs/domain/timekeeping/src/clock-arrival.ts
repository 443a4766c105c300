import { CLOCK_KIOSK_TEXTS, KIOSK_USER_TYPE_ENABLED, KioskSettings, KioskUserType, VISITOR_NAME_MAX } from '@timekeep/contracts';
import { ClockError } from './clock-punch';

export interface ArrivalRequest {
  /** As typed at the clock. */
  name: string;
  type: KioskUserType;
}

/** Whom the arrival is for: a contact of the clock's company, or null when the id named none. */
export interface ArrivalContact {
  firstname: string;
  name: string;
  email: string;
}

export interface Arrival {
  /** One line of plain text: it goes into the mail's subject. */
  visitorName: string;
  type: KioskUserType;
  contact: ArrivalContact;
}

/**
 * A visitor or contractor at the public clock asks to let a contact know they are here
 * (docs/decisions/0046-kiosk-on-the-clock.md). Line breaks, control and format characters in the name
 * become spaces, so a name cannot add lines (or headers) to the mail, nor turn the subject's text
 * around (U+202E) or hide characters in it (zero-width). Nothing is recorded: the mail is all.
 */
export function decideArrival(request: ArrivalRequest, settings: KioskSettings, contact: ArrivalContact | null): Arrival {
  if (!settings[KIOSK_USER_TYPE_ENABLED[request.type]]) throw new ClockError('forbidden', CLOCK_KIOSK_TEXTS.typeOff);
  const visitorName = request.name.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  if (!visitorName) throw new ClockError('invalid', CLOCK_KIOSK_TEXTS.nameRequired);
  if (visitorName.length > VISITOR_NAME_MAX) throw new ClockError('invalid', CLOCK_KIOSK_TEXTS.nameTooLong);
  if (!contact) throw new ClockError('notFound', CLOCK_KIOSK_TEXTS.chooseContact);
  return { visitorName, type: request.type, contact };
}
