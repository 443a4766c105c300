import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { messageOf, saveFile } from '../api/http';
import styles from './kit.module.css';

/** 'Download the template' above an import's form: fetches the file and saves it, or says why not. */
export function TemplateLink({ download }: { download: () => Promise<{ blob: Blob; fileName: string }> }) {
  const { message } = App.useApp();
  const save = async () => {
    try {
      const file = await download();
      saveFile(file.blob, file.fileName);
    } catch (error) {
      message.error(messageOf(error, 'Failed to download.'));
    }
  };
  return (
    <Button type="link" icon={<DownloadOutlined />} className={styles.templateLink} onClick={() => void save()}>
      Download the template
    </Button>
  );
}
