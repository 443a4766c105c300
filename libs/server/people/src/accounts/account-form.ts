import { INVALID_EMAIL_TEXT, isEmail } from '@timekeep/contracts';
import { checkNewPassword, checkPin, PeopleError } from '@timekeep/domain-people';

/**
 * The sign-in part of a people form (employee, user), read as the form is mapped to its command: a
 * valid email, a password confirmed by its second entry (when one is set), a four-digit PIN. The
 * commands take the account checked (AccountChange).
 */
export function accountPart(form: { email: string | null; password: string | null; confirm_password: string | null; pin: string | null }, settingPassword: boolean) {
  if (form.email && !isEmail(form.email)) throw new PeopleError('invalid', INVALID_EMAIL_TEXT);
  return { email: form.email, password: settingPassword ? checkNewPassword(form.password, form.confirm_password) : null, pin: checkPin(form.pin) };
}
