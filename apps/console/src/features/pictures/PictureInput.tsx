import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { ImageUpload } from '../../ui/ImageUpload';
import { pictureUrl, uploadAvatar } from './api';

/**
 * A person's picture as a form field: the upload is stored at once (POST /api/avatars) and its
 * name becomes the field's value, saved with the rest of the form.
 */
export function PictureInput({ value, onChange, disabled }: { value?: string | null; onChange?: (fileName: string | null) => void; disabled?: boolean }) {
  return <ImageUpload preview={<Avatar size={64} src={pictureUrl(value)} icon={<UserOutlined />} />} upload={uploadAvatar} disabled={disabled} onUploaded={(reply) => onChange?.(reply.fileName)} />;
}
