import { type JobRunDto, TRANSFER_TEXTS, type UploadResult } from '@timekeep/contracts';
import { Alert, App, Button, Col, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { DateInput, DateRangeInput, TreeMultiSelect } from '../../ui/inputs';
import { JobProgress } from '../../ui/JobProgress';
import { requiredRule, validated } from '../../ui/validation';
import { useDepartmentOptions } from '../structure/api';
import { uploadResultOf, uploadToAx, uploadToGreenTree } from './api';
import styles from './transfers.module.css';
import { useTransferRun } from './use-transfer-run';

interface Values {
  departments: string[];
  weekEnding?: Dayjs;
  period?: [Dayjs, Dayjs];
}

const day = (d: Dayjs) => d.format('YYYY-MM-DD');

/**
 * GreenTree and AX (document 3 §2): the approved hours of the chosen company nodes (with
 * everything below them) for the week ending on a date (GreenTree) or a period (AX), uploaded to
 * the company's job costing upload endpoint. The lines the system answers are listed as info
 * alerts under the form; a failed upload says why ('Failed to upload.' when it cannot).
 */
function UploadTransfer({ system }: { system: 'GreenTree' | 'AX' }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const departments = useDepartmentOptions();
  const [lines, setLines] = useState<string[]>([]);
  const finished = useCallback(
    (run: JobRunDto) => {
      const result: UploadResult | null = uploadResultOf(run.result);
      if (!result?.data) return void message.error(result?.errorMessage || TRANSFER_TEXTS.uploadFailed);
      message.success(TRANSFER_TEXTS.uploaded);
      setLines(result.data);
    },
    [message],
  );
  const { run, start, busy } = useTransferRun({ started: TRANSFER_TEXTS.uploading, failed: TRANSFER_TEXTS.uploadFailed }, finished);

  async function submit() {
    const values = await validated(form);
    if (!values) return;
    setLines([]);
    const departmentId = values.departments.join(',');
    if (system === 'GreenTree' && values.weekEnding) {
      const weekEnding = day(values.weekEnding);
      await start(() => uploadToGreenTree({ departmentId, startDate: weekEnding, endDate: weekEnding }));
    } else if (values.period) {
      const [from, to] = values.period;
      await start(() => uploadToAx({ departmentId, startDate: day(from), endDate: day(to) }));
    }
  }

  return (
    <>
      <Form form={form} layout="vertical" initialValues={{ departments: [] }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="departments" label="Company Nodes" rules={[requiredRule]}>
              <TreeMultiSelect treeData={departments} showSearch treeNodeFilterProp="title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {system === 'GreenTree' ? (
              <Form.Item name="weekEnding" label="Week ending date" rules={[requiredRule]}>
                <DateInput />
              </Form.Item>
            ) : (
              <Form.Item name="period" label="Period date" rules={[requiredRule]}>
                <DateRangeInput />
              </Form.Item>
            )}
          </Col>
        </Row>
        <Button type="primary" loading={busy} onClick={submit}>
          {system === 'GreenTree' ? 'Upload to GreenTree' : 'Upload to AX'}
        </Button>
      </Form>
      {run && (
        <div className={styles.run}>
          <JobProgress run={run} unit="time pairs" />
        </div>
      )}
      {lines.length > 0 && (
        <div className={styles.results} aria-label="Upload results">
          {lines.map((line, n) => (
            <Alert key={n} type="info" showIcon message={line} />
          ))}
        </div>
      )}
    </>
  );
}

export const GreenTreeTransfer = () => <UploadTransfer system="GreenTree" />;
export const AxTransfer = () => <UploadTransfer system="AX" />;
