import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { API_BASE } from '../app/api-base';
import { ImageUpload } from './ImageUpload';

/** Where an uploaded picture is read back (public: an <img> cannot send a token). */
export const pictureUrl = (fileName: string | null | undefined) => (fileName ? `${API_BASE}/api/avatars/${fileName}` : undefined);

/**
 * A person's picture as a form field: the upload is stored at once (POST /api/avatars) and its
 * name becomes the field's value, saved with the rest of the form.
 */
export function PictureInput({ value, onChange, disabled }: { value?: string | null; onChange?: (fileName: string | null) => void; disabled?: boolean }) {
  return (
    <ImageUpload
      preview={<Avatar size={64} src={pictureUrl(value)} icon={<UserOutlined />} />}
      path="/api/avatars"
      field="avatar"
      disabled={disabled}
      onUploaded={(reply) => onChange?.((reply as { fileName: string }).fileName)}
    />
  );
}
