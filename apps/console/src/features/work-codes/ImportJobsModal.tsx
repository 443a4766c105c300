import { UploadOutlined } from '@ant-design/icons';
import { type ImportRowProblem, JOB_IMPORT_FAILED, JOB_IMPORT_TEXTS, REQUIRED_TEXT } from '@timekeep/contracts';
import { Alert, App, Button, Form, Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { TemplateLink } from '../../ui/TemplateLink';
import { validated } from '../../ui/validation';
import { downloadJobTemplate, importJobs } from './api';
import styles from './work-codes.module.css';

const ACCEPTED = ['xlsx', 'csv'];

interface Values {
  file: UploadFile[];
}

interface Refusal {
  reason: string;
  rows: ImportRowProblem[];
  count: number;
}

/**
 * Import Jobs (document 2 §2, §6, §8; enterprise integrations): a jobs file laid out as the
 * template offered here. A refused file lists why and the rows to correct; nothing was imported.
 */
export function ImportJobsModal({ onClose }: { onClose: (imported: boolean) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function submit() {
    const values = await validated(form);
    const file = values?.file[0]?.originFileObj;
    if (!file) return;
    setUploading(true);
    setRefusal(null);
    try {
      const reply = await importJobs(file);
      if (reply.message === 'success') {
        message.success(JOB_IMPORT_TEXTS.imported);
        onClose(true);
        return;
      }
      message.error(JOB_IMPORT_TEXTS.failed);
      if (reply.message === JOB_IMPORT_FAILED) setRefusal({ reason: reply.errorMessage ?? '', rows: reply.rows ?? [], count: reply.problemCount ?? reply.rows?.length ?? 0 });
    } catch (error) {
      message.error(messageOf(error, JOB_IMPORT_TEXTS.failed));
    } finally {
      setUploading(false);
    }
  }

  const typeRule = {
    validator: (_: unknown, files: UploadFile[] | undefined) => {
      const name = files?.[0]?.name ?? '';
      const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
      return !files?.length || ACCEPTED.includes(ext) ? Promise.resolve() : Promise.reject(new Error(JOB_IMPORT_TEXTS.wrongType));
    },
  };

  return (
    <Modal open width={560} title="Import Jobs" okText="Upload" onOk={() => void submit()} confirmLoading={uploading} onCancel={() => onClose(false)} destroyOnHidden>
      <TemplateLink download={downloadJobTemplate} />
      <Form form={form} layout="vertical">
        <Form.Item
          name="file"
          label="Jobs file"
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
          rules={[{ required: true, message: REQUIRED_TEXT }, typeRule]}
        >
          <Upload accept={ACCEPTED.map((e) => `.${e}`).join(',')} maxCount={1} beforeUpload={() => false}>
            <Button icon={<UploadOutlined />}>Select a jobs file (.xlsx or .csv)</Button>
          </Upload>
        </Form.Item>
      </Form>
      {refusal && (
        <Alert
          className={styles.result}
          type="error"
          showIcon
          message={JOB_IMPORT_TEXTS.failed}
          description={
            <>
              <div>{refusal.reason}</div>
              {refusal.rows.length > 0 && (
                <ul className={styles.problems} aria-label="Rows to correct">
                  {refusal.rows.map((p, i) => (
                    <li key={i}>
                      Row {p.row}: {p.message}
                    </li>
                  ))}
                  {refusal.count > refusal.rows.length && <li>… and {refusal.count - refusal.rows.length} more.</li>}
                </ul>
              )}
            </>
          }
        />
      )}
    </Modal>
  );
}
