import { UploadOutlined } from '@ant-design/icons';
import { type ImportRowProblem, MODEL_ERROR, REQUIRED_TEXT, ROW_ERRORS, SCHEDULE_IMPORT_TEXTS, type ScheduleImportReply } from '@timekeep/contracts';
import { Alert, App, Button, Card, Form, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { PageTitle } from '../../ui/PageTitle';
import { TemplateLink } from '../../ui/TemplateLink';
import { validated } from '../../ui/validation';
import { downloadScheduleTemplate, uploadSchedule } from './api';
import styles from './imports.module.css';

/** Document 3 §9: the schedule import needs an .xls file; the server reads an .xlsx too. */
const ACCEPTED = ['xls', 'xlsx'];

interface Values {
  file: UploadFile[];
}

type Outcome = { kind: 'imported'; reply: ScheduleImportReply } | { kind: 'rows'; rows: ImportRowProblem[]; count: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Import Schedule (/schedule/importschedule, document 3 §2, §8): one .xls file that follows the
 * template offered here. A file that does not is 'Template format error.'; rows that cannot be
 * imported are listed by row number and nothing is imported until the file is corrected.
 */
export function ScheduleImportPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function submit() {
    const values = await validated(form);
    const file = values?.file[0]?.originFileObj;
    if (!file) return;
    setUploading(true);
    setOutcome(null);
    try {
      const reply = await uploadSchedule(file);
      if (reply.message === 'success') {
        message.success(SCHEDULE_IMPORT_TEXTS.uploaded);
        setOutcome({ kind: 'imported', reply });
        form.resetFields();
      } else if (reply.message === MODEL_ERROR) {
        message.error(SCHEDULE_IMPORT_TEXTS.templateError);
      } else if (reply.message === ROW_ERRORS) {
        message.error(SCHEDULE_IMPORT_TEXTS.failed);
        setOutcome({ kind: 'rows', rows: reply.rows ?? [], count: reply.problemCount ?? reply.rows?.length ?? 0 });
      } else {
        message.error(SCHEDULE_IMPORT_TEXTS.failed);
      }
    } catch (error) {
      message.error(messageOf(error, SCHEDULE_IMPORT_TEXTS.failed));
    } finally {
      setUploading(false);
    }
  }

  const typeRule = {
    validator: (_: unknown, files: UploadFile[] | undefined) => {
      const name = files?.[0]?.name ?? '';
      const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
      return !files?.length || ACCEPTED.includes(ext) ? Promise.resolve() : Promise.reject(new Error(SCHEDULE_IMPORT_TEXTS.wrongType));
    },
  };

  return (
    <Card>
      <PageTitle>Import Schedule</PageTitle>
      <TemplateLink download={downloadScheduleTemplate} />
      <Form form={form} layout="vertical">
        <Form.Item name="file" valuePropName="fileList" getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)} rules={[{ required: true, message: REQUIRED_TEXT }, typeRule]}>
          <Upload accept={ACCEPTED.map((e) => `.${e}`).join(',')} maxCount={1} beforeUpload={() => false}>
            <Button icon={<UploadOutlined />}>Select a XLS File</Button>
          </Upload>
        </Form.Item>
        <Button type="primary" loading={uploading} onClick={submit}>
          {uploading ? 'Uploading' : 'Upload'}
        </Button>
      </Form>
      {outcome?.kind === 'imported' && (
        <Alert
          className={styles.result}
          type="success"
          showIcon
          closable
          onClose={() => setOutcome(null)}
          message={SCHEDULE_IMPORT_TEXTS.uploaded}
          description={`${plural(outcome.reply.days ?? 0, 'day', 'days')} of ${plural(outcome.reply.employees ?? 0, 'employee', 'employees')} read; ${plural(outcome.reply.changedEmployees ?? 0, "employee's schedule", "employees' schedules")} changed.`}
        />
      )}
      {outcome?.kind === 'rows' && (
        <Alert
          className={styles.result}
          type="error"
          showIcon
          closable
          onClose={() => setOutcome(null)}
          message={SCHEDULE_IMPORT_TEXTS.rowErrors}
          description={
            <ul className={styles.problems} aria-label="Rows to correct">
              {outcome.rows.map((p, i) => (
                <li key={i}>
                  Row {p.row}: {p.message}
                </li>
              ))}
              {outcome.count > outcome.rows.length && <li>… and {outcome.count - outcome.rows.length} more.</li>}
            </ul>
          }
        />
      )}
    </Card>
  );
}
