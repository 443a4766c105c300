import { TERMINAL_JOB_STATUSES, TIME_IMPORT_MAX_FILES, TIME_IMPORT_TEXTS, type TimeImportFileReport, type TimeImportResult } from '@timekeep/contracts';
import { Alert, App, Card, Descriptions, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/http';
import { useJobRun } from '../../api/job-runs';
import { FileImportForm } from '../../ui/FileImport';
import { JobProgress } from '../../ui/JobProgress';
import { PageTitle } from '../../ui/PageTitle';
import { timeImportResultOf, uploadTimes } from './api';
import styles from './imports.module.css';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/**
 * Import Times (/times/importtimes, document 3 §2, §7, §8): one or more .dat attendance logs from
 * the time clocks. The server checks every file before it queues anything; the import runs in the
 * worker, its progress followed here, then 'Times upload successfully.' and what each file gave.
 */
export function TimeImportPage() {
  const { message } = App.useApp();
  const [runId, setRunId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useJobRun(runId).data;
  const running = !!runId && (!run || !TERMINAL_JOB_STATUSES.includes(run.status));
  const told = useRef<string | null>(null);

  useEffect(() => {
    if (!run || !TERMINAL_JOB_STATUSES.includes(run.status) || told.current === run.id) return;
    told.current = run.id;
    if (run.status === 'completed') message.success(TIME_IMPORT_TEXTS.uploaded);
    else message.error(TIME_IMPORT_TEXTS.failed);
  }, [run, message]);

  async function upload(files: File[]): Promise<boolean> {
    setRefusal(null);
    setRunId(null);
    try {
      const reply = await uploadTimes(files);
      if (reply.message === 'success' && reply.job) {
        setRunId(reply.job.id);
        return true;
      }
      message.error(TIME_IMPORT_TEXTS.failed);
    } catch (error) {
      message.error(TIME_IMPORT_TEXTS.failed);
      setRefusal(messageOf(error, TIME_IMPORT_TEXTS.failed));
    }
    return false;
  }

  const result = run?.status === 'completed' ? timeImportResultOf(run.result) : null;

  return (
    <Card>
      <PageTitle>Import Times</PageTitle>
      <FileImportForm
        accept={['dat']}
        several={{ max: TIME_IMPORT_MAX_FILES, tooMany: TIME_IMPORT_TEXTS.tooMany }}
        wrongType={TIME_IMPORT_TEXTS.wrongType}
        selectText={TIME_IMPORT_TEXTS.selectFile}
        busy={running}
        onUpload={upload}
      />
      {refusal && <Alert className={styles.result} type="error" showIcon closable onClose={() => setRefusal(null)} message={TIME_IMPORT_TEXTS.failed} description={refusal} />}
      {runId && run?.status !== 'completed' && (
        <div className={styles.result}>
          <JobProgress run={run} unit="reads" />
        </div>
      )}
      {run?.status === 'failed' && <Alert className={styles.result} type="error" showIcon message={TIME_IMPORT_TEXTS.failed} description={run.error} />}
      {result && <TimeImportReport result={result} />}
    </Card>
  );
}

/** What the import did: a line of totals, then per file its figures, closed days, unknown PINs and bad lines. */
function TimeImportReport({ result }: { result: TimeImportResult }) {
  const added = result.files.reduce((n, f) => n + f.added, 0);
  const held = result.files.reduce((n, f) => n + f.alreadyImported, 0);
  return (
    <section className={styles.result} aria-label="Import report">
      <Alert
        type={added ? 'success' : 'info'}
        showIcon
        message={TIME_IMPORT_TEXTS.uploaded}
        description={`${plural(added, 'punch', 'punches')} added for ${plural(result.employees.length, 'employee', 'employees')}; ${plural(held, 'read was', 'reads were')} already imported.`}
      />
      {result.employees.length > 0 && (
        <Table
          className={styles.reportTable}
          size="small"
          pagination={false}
          rowKey="employeeId"
          caption="Punches added"
          dataSource={result.employees}
          columns={[
            { key: 'name', title: 'Employee', dataIndex: 'name' },
            { key: 'added', title: 'Punches added', dataIndex: 'added', align: 'right' },
          ]}
        />
      )}
      {result.files.map((file) => (
        <FileReport key={file.fileName} file={file} />
      ))}
    </section>
  );
}

function FileReport({ file }: { file: TimeImportFileReport }) {
  const closed = file.closed.reduce((n, c) => n + c.reads, 0);
  return (
    <section className={styles.fileReport} aria-label={`Report of ${file.fileName}`}>
      <Typography.Title level={5}>{file.fileName}</Typography.Title>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }}>
        <Descriptions.Item label="Lines">{file.lines.toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label="Reads">{file.reads.toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label="Duplicates ignored">{file.duplicates.toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label="Punches added">{file.added.toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label="Already imported">{file.alreadyImported.toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label="In closed pay periods">{closed.toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label="Unknown PINs">{file.unknownPins.length.toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label="Lines not read">{file.badLineCount.toLocaleString()}</Descriptions.Item>
      </Descriptions>
      {file.closed.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey="employeeId"
          caption="Not imported: in closed pay periods"
          dataSource={file.closed}
          columns={[
            { key: 'name', title: 'Employee', dataIndex: 'name' },
            { key: 'from', title: 'From', dataIndex: 'from' },
            { key: 'to', title: 'To', dataIndex: 'to' },
            { key: 'reads', title: 'Reads', dataIndex: 'reads', align: 'right' },
          ]}
        />
      )}
      {file.beforeHire.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey="employeeId"
          caption="Not imported: before the employee's hire date"
          dataSource={file.beforeHire}
          columns={[
            { key: 'name', title: 'Employee', dataIndex: 'name' },
            { key: 'hireOn', title: 'Hired', dataIndex: 'hireOn' },
            { key: 'from', title: 'From', dataIndex: 'from' },
            { key: 'to', title: 'To', dataIndex: 'to' },
            { key: 'reads', title: 'Reads', dataIndex: 'reads', align: 'right' },
          ]}
        />
      )}
      {file.unknownPins.length > 0 && (
        <Table
          size="small"
          rowKey="pin"
          caption="Not imported: PINs that match no employee's Clock ID"
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
          dataSource={file.unknownPins}
          columns={[
            { key: 'pin', title: 'PIN', dataIndex: 'pin' },
            { key: 'lines', title: 'Lines', dataIndex: 'lines', align: 'right' },
          ]}
        />
      )}
      {file.badLines.length > 0 && (
        <Table
          size="small"
          rowKey="line"
          caption="Lines not read"
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
          dataSource={file.badLines}
          columns={[
            { key: 'line', title: 'Line', dataIndex: 'line' },
            { key: 'reason', title: 'Why', dataIndex: 'reason' },
          ]}
          footer={file.badLineCount > file.badLines.length ? () => `… and ${(file.badLineCount - file.badLines.length).toLocaleString()} more.` : undefined}
        />
      )}
    </section>
  );
}
