import { DATE_FORMATS, EventType, REQUIRED_TEXT, TIME_FORMATS } from '@timekeep/contracts';
import { AccountRuleError } from './account.decide';
import type { AvatarChanged, ProfileUpdated } from './account.events';
import { passwordProblem, PIN_PATTERN } from './password-rules';

/** The profile's optional texts (document 1 §3 "Profile"): a form leaving one out keeps it. */
export const PROFILE_TEXTS = ['middleName', 'name', 'title', 'phone', 'mobile', 'fax', 'physicalAddress', 'postalAddress'] as const;
export type ProfileText = (typeof PROFILE_TEXTS)[number];

/** The signed-in person's own account as the profile form edits it. */
export interface OwnProfile extends Record<ProfileText, string | null> {
  id: string;
  dateFormat: string;
  timeFormat: string;
  avatar: string | null;
}

export interface ProfileForm extends Partial<Record<ProfileText, string | null>> {
  firstName: string;
  lastName: string;
  dateFormat?: string;
  timeFormat?: string;
  /** An uploaded image's name; null removes the avatar; absent keeps it. */
  avatarFileName?: string | null;
}

/**
 * Profile Setting (document 1 §3 "Profile"): names required, formats from the spec's lists; a text
 * the form leaves out keeps its value and a null one is cleared (so an API client may send only
 * what it changes); a new picture is its own event.
 */
export function decideUpdateProfile(account: OwnProfile, form: ProfileForm): Array<ProfileUpdated | AvatarChanged> {
  const firstName = form.firstName?.trim() ?? '';
  const lastName = form.lastName?.trim() ?? '';
  if (!firstName || !lastName) throw new AccountRuleError('invalid', REQUIRED_TEXT);
  const dateFormat = form.dateFormat ?? account.dateFormat;
  const timeFormat = form.timeFormat ?? account.timeFormat;
  if (!(DATE_FORMATS as readonly string[]).includes(dateFormat)) throw new AccountRuleError('invalid', `Unknown date format '${dateFormat}'`);
  if (!(TIME_FORMATS as readonly string[]).includes(timeFormat)) throw new AccountRuleError('invalid', `Unknown time format '${timeFormat}'`);
  const texts = Object.fromEntries(PROFILE_TEXTS.map((key) => [key, form[key] === undefined ? account[key] : form[key]?.trim() || null])) as Record<ProfileText, string | null>;
  const events: Array<ProfileUpdated | AvatarChanged> = [{ type: EventType.ProfileUpdated, v: 1, data: { userId: account.id, firstName, lastName, ...texts, dateFormat, timeFormat } }];
  if (form.avatarFileName !== undefined && form.avatarFileName !== account.avatar) {
    events.push({ type: EventType.AvatarChanged, v: 1, data: { userId: account.id, avatar: form.avatarFileName } });
  }
  return events;
}

/** The Change Password form's own rules, before the current password is checked (spec texts). */
export function refusePasswordForm(currentPassword: string, newPassword: string, confirmPassword: string): void {
  if (!currentPassword) throw new AccountRuleError('invalid', REQUIRED_TEXT);
  const problem = passwordProblem(newPassword ?? '');
  if (problem) throw new AccountRuleError('invalid', problem);
  if (newPassword !== confirmPassword) throw new AccountRuleError('invalid', 'The two passwords that you entered do not match!');
}

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';

/** The mobile app PIN: four digits, typed twice alike. */
export function refusePinForm(pin: string, confirmPin: string | undefined): void {
  if (!PIN_PATTERN.test(pin ?? '')) throw new AccountRuleError('invalid', 'Please input 4 digit number!');
  if (confirmPin !== undefined && confirmPin !== pin) throw new AccountRuleError('invalid', 'The two PINs that you entered do not match!');
}
