import { UploadOutlined } from '@ant-design/icons';
import { LEAVE_TEXTS, REQUIRED_TEXT } from '@timekeep/contracts';
import { Alert, App, Button, Card, Form, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { PageTitle } from '../../ui/PageTitle';
import { validated } from '../../ui/validation';
import { uploadBalances } from './api';
import styles from './leave-balance.module.css';

/** Document 3 §5: xls, xlsx or csv. */
const ACCEPTED = ['xls', 'xlsx', 'csv'];
const WRONG_TYPE = 'Please select an xls, xlsx or csv file.';

interface Values {
  file: UploadFile[];
}

/**
 * Import Leave Balance (/leaveBalance/import, document 3 §2, §8): one file; 'noSetting' gives its
 * text, and pay IDs that matched nobody stay on the page as a warning until it is closed.
 */
export function LeaveBalanceImportPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const [unmatched, setUnmatched] = useState<string[]>([]);

  async function submit() {
    const values = await validated(form);
    const file = values?.file[0]?.originFileObj;
    if (!file) return;
    setUploading(true);
    setUnmatched([]);
    try {
      const reply = await uploadBalances(file);
      if (reply.message === 'noSetting') message.error(LEAVE_TEXTS.noSetting);
      else if (reply.message !== 'success') message.error(LEAVE_TEXTS.importFailed);
      else if (reply.importedBefore) message.info(`This file was imported on ${reply.importedBefore}: the balances have moved on since, so nothing was imported again.`);
      else {
        message.success('Leave Balance upload successfully.');
        setUnmatched(reply.unmatchPayid);
        form.resetFields();
      }
    } catch (error) {
      message.error(messageOf(error, LEAVE_TEXTS.importFailed));
    } finally {
      setUploading(false);
    }
  }

  const typeRule = {
    validator: (_: unknown, files: UploadFile[] | undefined) => {
      const name = files?.[0]?.name ?? '';
      const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
      return !files?.length || ACCEPTED.includes(ext) ? Promise.resolve() : Promise.reject(new Error(WRONG_TYPE));
    },
  };

  return (
    <Card>
      <PageTitle>Import Leave Balance</PageTitle>
      <Form form={form} layout="vertical">
        <Form.Item name="file" valuePropName="fileList" getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)} rules={[{ required: true, message: REQUIRED_TEXT }, typeRule]}>
          <Upload accept={ACCEPTED.map((e) => `.${e}`).join(',')} maxCount={1} beforeUpload={() => false}>
            <Button icon={<UploadOutlined />}>Select a File</Button>
          </Upload>
        </Form.Item>
        <Button type="primary" loading={uploading} onClick={submit}>
          {uploading ? 'Uploading' : 'Upload'}
        </Button>
      </Form>
      {unmatched.length > 0 && (
        <Alert
          className={styles.result}
          type="warning"
          showIcon
          closable
          onClose={() => setUnmatched([])}
          message="These pay IDs match no employee and were not imported:"
          description={unmatched.join(', ')}
        />
      )}
    </Card>
  );
}
