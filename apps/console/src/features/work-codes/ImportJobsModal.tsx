import { type ImportRowProblem, JOB_IMPORT_FAILED, JOB_IMPORT_TEXTS } from '@timekeep/contracts';
import { Alert, App, Form, Modal, type UploadFile } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { chosenFiles, FileField, RowProblems } from '../../ui/FileImport';
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
    const [file] = chosenFiles(await validated(form));
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

  return (
    <Modal open width={560} title="Import Jobs" okText="Upload" onOk={() => void submit()} confirmLoading={uploading} onCancel={() => onClose(false)} destroyOnHidden>
      <TemplateLink download={downloadJobTemplate} />
      <Form form={form} layout="vertical">
        <FileField label="Jobs file" accept={ACCEPTED} wrongType={JOB_IMPORT_TEXTS.wrongType} selectText="Select a jobs file (.xlsx or .csv)" />
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
              {refusal.rows.length > 0 && <RowProblems rows={refusal.rows} count={refusal.count} inDialog />}
            </>
          }
        />
      )}
    </Modal>
  );
}
