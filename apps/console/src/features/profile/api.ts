import { messageReplySchema } from '@timekeep/contracts';
import { request } from '../../api/http';

/** POST /profile: the person's own names, phones, formats and avatar (the profile itself is auth's keys.profile). */
export const saveProfile = (values: object, version: number | undefined) => request(messageReplySchema, '/profile', { method: 'POST', body: { ...values, version } });

/** POST /profile/change-password. */
export const changePassword = (values: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
  request(messageReplySchema, '/profile/change-password', { method: 'POST', body: values });
