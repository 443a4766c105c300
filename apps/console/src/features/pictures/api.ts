import { avatarUploadReplySchema } from '@timekeep/contracts';
import { request } from '../../api/http';
import { API_BASE } from '../../api/base';

/** Where an uploaded picture is read back (public: an <img> cannot send a token). */
export const pictureUrl = (fileName: string | null | undefined) => (fileName ? `${API_BASE}/api/avatars/${fileName}` : undefined);

/** POST /api/avatars: stores a person's picture at once and answers its name. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return request(avatarUploadReplySchema, '/api/avatars', { method: 'POST', body: form });
}
