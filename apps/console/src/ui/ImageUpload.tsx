import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload } from 'antd';
import type { ReactNode } from 'react';
import { request } from '../api/http';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * An image shown next to an Upload button: posts the file as `field` to `path` (multipart) and
 * hands the answer to `onUploaded`; a refused file shows the spec's 'Failed to upload the image.'
 */
export function ImageUpload({ preview, path, field, onUploaded, disabled }: { preview: ReactNode; path: string; field: string; onUploaded: (reply: unknown) => unknown; disabled?: boolean }) {
  const { message } = App.useApp();
  async function upload(file: File) {
    const form = new FormData();
    form.append(field, file);
    try {
      await onUploaded(await request('POST', path, form));
    } catch {
      message.error('Failed to upload the image.');
    }
    return false;
  }
  return (
    <Space>
      {preview}
      <Upload accept={ACCEPTED} showUploadList={false} beforeUpload={upload} disabled={disabled}>
        <Button icon={<UploadOutlined />} disabled={disabled}>
          Upload
        </Button>
      </Upload>
    </Space>
  );
}
