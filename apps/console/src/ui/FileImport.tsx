import { UploadOutlined } from '@ant-design/icons';
import { type ImportRowProblem, REQUIRED_TEXT } from '@timekeep/contracts';
import { Button, Form, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import styles from './kit.module.css';
import { validated } from './validation';

export interface FileFieldProps {
  /** The extensions taken, without the dot; the choice lists them and the check refuses any other. */
  accept: readonly string[];
  /** The field's text for a file of another kind. */
  wrongType: string;
  /** The button that opens the file choice. */
  selectText: string;
  label?: string;
  /** Several files at once, at most `max` (beyond it, `tooMany`); without it one file, a new choice replacing the last. */
  several?: { max: number; tooMany: string };
}

const taken = (accept: readonly string[], name: string) => accept.some((ext) => name.toLowerCase().endsWith(`.${ext}`));

/**
 * The file of an import (its `file`, or `files` when several): required, of the kinds it takes, kept
 * in the browser until the form is sent (nothing uploads on choosing).
 */
export function FileField({ accept, wrongType, selectText, label, several }: FileFieldProps) {
  const rule = {
    validator: (_: unknown, files: UploadFile[] | undefined) => {
      if (files?.some((f) => !taken(accept, f.name))) return Promise.reject(new Error(wrongType));
      if (several && (files?.length ?? 0) > several.max) return Promise.reject(new Error(several.tooMany));
      return Promise.resolve();
    },
  };
  return (
    <Form.Item
      name={several ? 'files' : 'file'}
      label={label}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => (several ? e.fileList : e.fileList.slice(-1))}
      rules={[{ required: true, message: REQUIRED_TEXT }, rule]}
    >
      <Upload accept={accept.map((ext) => `.${ext}`).join(',')} multiple={!!several} maxCount={several?.max ?? 1} beforeUpload={() => false}>
        <Button icon={<UploadOutlined />}>{selectText}</Button>
      </Upload>
    </Form.Item>
  );
}

/** The files a FileField holds, once its form is valid. */
export const chosenFiles = (values: { file?: UploadFile[]; files?: UploadFile[] } | null): File[] => (values?.files ?? values?.file ?? []).flatMap((f) => f.originFileObj ?? []);

/**
 * An import page's form: the file field and Upload ('Uploading' while busy). `onUpload` answers
 * whether the files were taken: the field is then emptied for the next import.
 */
export function FileImportForm({ busy = false, onUpload, ...field }: FileFieldProps & { busy?: boolean; onUpload: (files: File[]) => Promise<boolean> }) {
  const [form] = Form.useForm<{ file?: UploadFile[]; files?: UploadFile[] }>();
  const [sending, setSending] = useState(false);

  async function submit() {
    const files = chosenFiles(await validated(form));
    if (!files.length) return;
    setSending(true);
    try {
      if (await onUpload(files)) form.resetFields();
    } finally {
      setSending(false);
    }
  }

  return (
    <Form form={form} layout="vertical">
      <FileField {...field} />
      <Button type="primary" loading={busy || sending} onClick={submit}>
        {busy || sending ? 'Uploading' : 'Upload'}
      </Button>
    </Form>
  );
}

/** The rows a refused import names, to correct in the file (at most the first ones, then how many more). */
export function RowProblems({ rows, count, inDialog = false }: { rows: ImportRowProblem[]; count: number; inDialog?: boolean }) {
  return (
    <ul className={inDialog ? styles.rowProblemsInDialog : styles.rowProblems} aria-label="Rows to correct">
      {rows.map((p, i) => (
        <li key={i}>
          Row {p.row}: {p.message}
        </li>
      ))}
      {count > rows.length && <li>… and {count - rows.length} more.</li>}
    </ul>
  );
}
