import { employeeSessionSchema, messageReplySchema, passwordResetReplySchema, tokenPairSchema } from '@timekeep/contracts';
import { request } from '../../api/http';

/** POST /account/login: the session's tokens. */
export const signIn = (email: string, password: string) => request(tokenPairSchema, '/account/login', { method: 'POST', body: { email, password, appType: 'web' } });

/** POST /account/login-as-employee (spec §4): an employee session for a person who is also staff. */
export const signInAsEmployee = () => request(employeeSessionSchema, '/account/login-as-employee', { method: 'POST' });

/** POST /password/sendEmail: the recovery email with its reset link. */
export const sendRecoveryEmail = (email: string) => request(messageReplySchema, '/password/sendEmail', { method: 'POST', body: { email } });

/** POST /password/changepwd: the new password for the emailed token. */
export const resetPassword = (password: string, token: string) => request(passwordResetReplySchema, '/password/changepwd', { method: 'POST', body: { password, token } });
