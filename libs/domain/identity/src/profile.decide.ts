import { DATE_FORMATS, EventType, REQUIRED_TEXT, TIME_FORMATS } from '@timekeep/contracts';
import { AccountRuleError } from './account.decide';
import type { AvatarChanged, ProfileUpdated } from './account.events';
import { passwordProblem, PIN_PATTERN } from './password-rules';

/** The signed-in person's own account as the profile form edits it. */
export interface OwnProfile {
  id: string;
  phone: string | null;
  mobile: string | null;
  dateFormat: string;
  timeFormat: string;
  avatar: string | null;
}

export interface ProfileForm {
  firstName: string;
  lastName: string;
  phone?: string | null;
  mobile?: string | null;
  dateFormat?: string;
  timeFormat?: string;
  /** An uploaded image's name; null removes the avatar; absent keeps it. */
  avatarFileName?: string | null;
}

/** Profile Setting (document 1 §2 Profile): names required, formats from the spec's lists; a new picture is its own event. */
export function decideUpdateProfile(account: OwnProfile, form: ProfileForm): Array<ProfileUpdated | AvatarChanged> {
  const firstName = form.firstName?.trim() ?? '';
  const lastName = form.lastName?.trim() ?? '';
  if (!firstName || !lastName) throw new AccountRuleError('invalid', REQUIRED_TEXT);
  const dateFormat = form.dateFormat ?? account.dateFormat;
  const timeFormat = form.timeFormat ?? account.timeFormat;
  if (!(DATE_FORMATS as readonly string[]).includes(dateFormat)) throw new AccountRuleError('invalid', `Unknown date format '${dateFormat}'`);
  if (!(TIME_FORMATS as readonly string[]).includes(timeFormat)) throw new AccountRuleError('invalid', `Unknown time format '${timeFormat}'`);
  const events: Array<ProfileUpdated | AvatarChanged> = [
    { type: EventType.ProfileUpdated, v: 1, data: { userId: account.id, firstName, lastName, phone: form.phone ?? account.phone, mobile: form.mobile ?? account.mobile, dateFormat, timeFormat } },
  ];
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
