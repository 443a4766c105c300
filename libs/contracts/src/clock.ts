import { z } from 'zod';
import { formText, requiredText } from './form-fields';
import { kioskContentsSchema, kioskUserTypeSchema, type KioskUserType } from './kiosk';
import { PUNCH_STATUSES } from './timesheets';

/** The web time clock's sentences (ours: docs/decisions/0044-web-time-clock.md), read by the person at the clock. */
export const CLOCK_TEXTS = {
  wrongPin: 'The company code, clock ID or PIN is not right.',
  throttled: 'Too many wrong PINs for this clock ID. Wait 15 minutes and try again.',
  tooManyAttempts: 'Too many attempts from this device. Wait a minute and try again.',
  notAnImage: 'The photo must be a JPEG or PNG image.',
  photoTooLarge: 'The photo is larger than 2 MB.',
  notAnEmployee: 'This account is not an employee: punch with your clock ID and PIN.',
  forgedCode: 'This punch code is not one of your company’s. Ask your manager for a new one.',
  alreadyIn: 'You are already punched in.',
  tooSoon: 'You punched a moment ago: wait a minute before punching again.',
  notIn: 'You are not punched in.',
  outsideFence: 'You are not at one of your workplaces: punching here is not allowed.',
  noLocation: 'Your location is needed to punch: allow location access and try again.',
  closedPeriod: 'Today is in a closed pay period, so the punch was not recorded. Ask your manager.',
  // A punch the clock kept on the device while it was offline (ADR 0071), refused when it is sent.
  offlineClosedPeriod: 'The day of this punch is in a closed pay period, so it was not recorded. Ask your manager.',
  offlinePin: 'The PIN does not match: it may have changed since this punch was taken offline. Punch again.',
  offlineTampered: 'This punch was changed on the device after it was taken, so it was not recorded.',
  offlineUnknownDevice: 'This device is not registered with the clock, so the punch was not recorded.',
  offlineTooOld: 'This punch was taken offline too long ago to be sent. Ask your manager to enter it.',
  offlineFuture: 'This punch carries a time still to come, so it was not recorded. Check the device’s clock.',
} as const;

export const CLOCK_DIRECTIONS = ['In', 'Out'] as const;

/** POST /api/clock/punch and /api/clock/my-punch: the punch as recorded. */
export const clockPunchReplySchema = z.object({
  punchId: z.string(),
  direction: z.enum(CLOCK_DIRECTIONS),
  /** yyyy-MM-ddTHH:mm on the employee's wall clock. */
  local: z.string(),
  employeeName: z.string(),
  workPlaceName: z.string().nullable(),
  /** Why a supervisor should look at it (outside the fence): also the punch's reason. */
  flag: z.string().nullable(),
});
export type ClockPunchReply = z.infer<typeof clockPunchReplySchema>;

/**
 * The time the clock shows: the server's instant and the zone it is read in (the company's, or the
 * employee's department's), so a phone whose own clock or zone is off still shows the workplace's time.
 */
export const clockTimeSchema = z.object({ timeZone: z.string(), now: z.string().datetime() });
export type ClockTime = z.infer<typeof clockTimeSchema>;

/**
 * GET /api/clock/me: what the clock page knows of the signed-in employee before a punch (ADR
 * 0061): whether to ask the device for its location (not for an employee with No GPS), whether
 * she is in or out (the dashboard's punch status) and since when (her last punch's wall time,
 * yyyy-MM-ddTHH:mm), and the time in her zone.
 */
export const clockMeSchema = clockTimeSchema.extend({
  employeeName: z.string(),
  askForLocation: z.boolean(),
  status: z.enum(PUNCH_STATUSES),
  since: z.string().nullable(),
});
export type ClockMe = z.infer<typeof clockMeSchema>;

/** The kiosk at the clock's sentences (ours: docs/decisions/0046-kiosk-on-the-clock.md). */
export const CLOCK_KIOSK_TEXTS = {
  unknownCompany: 'The company code is not right.',
  nameRequired: 'Enter your name.',
  nameTooLong: 'Your name may hold at most 100 characters.',
  chooseContact: 'Choose the person you came to see from the list.',
  typeOff: 'This clock does not sign in visitors of this kind.',
  notSent: 'We could not let them know you are here. Please ask at reception.',
  tooManyArrivals: 'Too many arrivals were announced just now. Please ask at reception.',
} as const;

/** The longest visitor's name the clock takes (ours, ADR 0046). */
export const VISITOR_NAME_MAX = 100;

/**
 * Document 3 §3 "Kiosk config": the kiosk settings. The spec gives only their defaults and no
 * screen to change them, so every company has the defaults (ADR 0046).
 */
export const kioskSettingsSchema = z.object({
  enableCarRego: z.boolean(),
  enableComment: z.boolean(),
  enableDefaultWorkCode: z.boolean(),
  enableEmail: z.boolean(),
  welcomeMessage1: z.string(),
  enableEmployee: z.boolean(),
  enableVisitor: z.boolean(),
  enableContractor: z.boolean(),
  enableLeave: z.boolean(),
  enablePunchNote: z.boolean(),
  photoQuality: z.enum(['low', 'medium', 'high']),
});
export type KioskSettings = z.infer<typeof kioskSettingsSchema>;

/** Document 3 §3 "Kiosk config" defaults: the spec has no screen to change them, so every company has these (ADR 0046). */
export const KIOSK_SETTINGS_DEFAULTS: KioskSettings = {
  enableCarRego: false,
  enableComment: false,
  enableDefaultWorkCode: false,
  enableEmail: false,
  welcomeMessage1: 'Welcome To',
  enableEmployee: true,
  enableVisitor: true,
  enableContractor: true,
  enableLeave: true,
  enablePunchNote: false,
  photoQuality: 'high',
};

/** The setting that lets each kind of visitor sign in at the kiosk. */
export const KIOSK_USER_TYPE_ENABLED = { Visitor: 'enableVisitor', Contractor: 'enableContractor' } as const satisfies Record<KioskUserType, keyof KioskSettings>;

/** GET /api/clock/kiosk?companyCode=: what the public clock shows visitors and contractors; contacts by name only. */
export const clockKioskSchema = clockTimeSchema.extend({
  companyName: z.string(),
  settings: kioskSettingsSchema,
  kioskUserTypeToLabelMap: kioskContentsSchema.shape.kioskUserTypeToLabelMap,
  kioskUserTypeToKioskContentsMap: kioskContentsSchema.shape.kioskUserTypeToKioskContentsMap,
  contacts: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ClockKiosk = z.infer<typeof clockKioskSchema>;

/** POST /api/clock/kiosk/arrival: the contact the clock has let know. */
export const clockArrivalReplySchema = z.object({ message: z.literal('success'), contactName: z.string() });
export type ClockArrivalReply = z.infer<typeof clockArrivalReplySchema>;

/** A number the device's location gives, or blank when it gave none. */
const deviceNumber = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ invalid_type_error: 'The location is not a place on Earth.' }).min(min).max(max).optional());

/** POST /api/clock/my-punch (multipart, with an optional photo): the signed-in employee's punch. */
export const clockPunchFormSchema = z.object({
  direction: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['In', 'Out']).optional()),
  /** The punch code's text as scanned or opened; blank for none. */
  code: formText(4000),
  latitude: deviceNumber(-90, 90),
  longitude: deviceNumber(-180, 180),
  accuracy: deviceNumber(0, Number.MAX_SAFE_INTEGER),
  /** A shared tablet ('kiosk') or the employee's own phone ('mobile'): the event's source. */
  device: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['kiosk', 'mobile']).default('mobile')),
  // A punch kept offline carries these (offlinePunchFieldsSchema checks them, all or none).
  offlineId: z.string().max(100).optional(),
  deviceId: z.string().max(100).optional(),
  recordedAt: z.string().max(100).optional(),
  sentAt: z.string().max(100).optional(),
  signature: z.string().max(300).optional(),
});
export type ClockPunchForm = z.infer<typeof clockPunchFormSchema>;

/**
 * A punch the clock kept on the device while offline (ADR 0071), sent with the punch's own fields
 * once the network is back: its id (sent again, it is recorded once), the device that took it, the
 * device's time when it was taken and when it was sent, and the device's signature over what was
 * taken. All or none.
 */
export const OFFLINE_FIELDS = ['offlineId', 'deviceId', 'recordedAt', 'sentAt', 'signature'] as const;
const isoInstant = z.string().datetime({ offset: true, message: 'This is not a time.' });
export const offlinePunchFieldsSchema = z.object({
  offlineId: z.string().uuid(),
  deviceId: z.string().uuid(CLOCK_TEXTS.offlineUnknownDevice),
  recordedAt: isoInstant,
  sentAt: isoInstant,
  signature: z.string().regex(/^[A-Za-z0-9_-]{40,200}$/, CLOCK_TEXTS.offlineTampered),
});
export type OfflinePunchFields = z.infer<typeof offlinePunchFieldsSchema>;

/**
 * What the device signs (ECDSA P-256, SHA-256) when it keeps a punch, and the server verifies: the
 * punch's fields as the form sends them, in this order. Both sides build it from the same strings.
 */
export const SIGNED_PUNCH_FIELDS = ['offlineId', 'deviceId', 'recordedAt', 'companyCode', 'clockId', 'direction', 'code', 'latitude', 'longitude', 'accuracy', 'device'] as const;
export function signedPunchText(fields: Partial<Record<(typeof SIGNED_PUNCH_FIELDS)[number], unknown>>): string {
  return JSON.stringify(SIGNED_PUNCH_FIELDS.map((name) => (fields[name] === undefined || fields[name] === null ? '' : String(fields[name]))));
}

/** POST /api/clock/devices: a device's public key (a JWK of P-256), so that it can sign the punches it keeps offline. */
export const clockDeviceSchema = z
  .object({
    publicKey: z
      .object({
        kty: z.literal('EC'),
        crv: z.literal('P-256'),
        x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
        y: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
        ext: z.boolean().optional(),
        key_ops: z.array(z.literal('verify')).max(1).optional(),
      })
      .strict(),
  })
  .strict();
export const clockDeviceReplySchema = z.object({ deviceId: z.string().uuid() });

/** POST /api/clock/punch: a punch at a shared clock, by company code, clock ID and PIN. */
export const clockPinPunchFormSchema = clockPunchFormSchema.extend({
  companyCode: requiredText(50),
  clockId: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().regex(/^\d{1,15}$/, CLOCK_TEXTS.wrongPin)),
  pin: z.string({ required_error: CLOCK_TEXTS.wrongPin }).min(1, CLOCK_TEXTS.wrongPin).max(20, CLOCK_TEXTS.wrongPin),
});

/** GET /api/clock/kiosk: a company's kiosk by its code. */
export const clockKioskQuerySchema = z.object({ companyCode: requiredText(50) });

/** POST /api/clock/kiosk/arrival: 'Let them know I'm here'. */
export const clockArrivalFormSchema = clockKioskQuerySchema.extend({
  type: kioskUserTypeSchema,
  contactId: z.string({ required_error: CLOCK_KIOSK_TEXTS.chooseContact }).uuid(CLOCK_KIOSK_TEXTS.chooseContact),
  /** Checked by the domain, in the clock's words. */
  name: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string()),
});

