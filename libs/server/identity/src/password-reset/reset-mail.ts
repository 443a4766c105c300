import { escapeHtml, type Mail } from '@timekeep/server-platform';

export const RESET_PATH = '/password/changePasswordByEmail';

export function resetMail(to: string, firstName: string, link: string, minutes: number): Mail {
  return {
    to,
    subject: 'Reset your Timekeep password',
    text: `Hello ${firstName},\n\nSomeone asked to reset the password of your Timekeep account. To choose a new one, open:\n\n${link}\n\nThe link works once and for ${minutes} minutes. If you did not ask for this, ignore this email: your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Someone asked to reset the password of your Timekeep account. To choose a new one, open:</p><p><a href="${escapeHtml(link)}">Reset password</a></p><p>The link works once and for ${minutes} minutes. If you did not ask for this, ignore this email: your password stays as it is.</p>`,
  };
}
