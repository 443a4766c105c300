import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload } from 'antd';
import type { ReactNode } from 'react';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * An image shown next to an Upload button: `upload` sends the file (its feature's api.ts) and its
 * answer goes to `onUploaded`; a refused file shows the spec's 'Failed to upload the image.'
 */
export function ImageUpload<R>({ preview, upload, onUploaded, disabled }: { preview: ReactNode; upload: (file: File) => Promise<R>; onUploaded: (reply: R) => unknown; disabled?: boolean }) {
  const { message } = App.useApp();
  async function send(file: File) {
    try {
      await onUploaded(await upload(file));
    } catch {
      message.error('Failed to upload the image.');
    }
    return false;
  }
  return (
    <Space>
      {preview}
      <Upload accept={ACCEPTED} showUploadList={false} beforeUpload={send} disabled={disabled}>
        <Button icon={<UploadOutlined />} disabled={disabled}>
          Upload
        </Button>
      </Upload>
    </Space>
  );
}
