import { z } from 'zod';

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
