import { REPORT_TEXTS, type ReportCondition, type ReportDefinitionDto } from '@timekeep/contracts';
import { App, Button, Card, Empty, Form, Menu, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useJobRun } from '../../api/job-runs';
import { messageOf, saveFile } from '../../api/http';
import { BlockSelect, DateInput, MultiSelect, TreeMultiSelect } from '../../ui/inputs';
import { JobProgress } from '../../ui/JobProgress';
import { PageTitle } from '../../ui/PageTitle';
import { validated } from '../../ui/validation';
import { reportFile, runReport, useReportDefinition, useReportTypes } from './api';
import styles from './reports.module.css';

const DATE = 'YYYY-MM-DD';
type Values = Record<string, Dayjs | string | string[] | null | undefined>;

interface TreeNode {
  value: string;
  title: string;
  children: TreeNode[];
}

/** The department options as the tree they are (an option whose parent is not offered is a root). */
function treeOf(options: ReportCondition['options']): TreeNode[] {
  const nodes = new Map(options.map((o) => [o.value, { value: o.value, title: o.label, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const o of options) {
    const parent = o.parentId ? nodes.get(o.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(o.value) as TreeNode);
  }
  return roots;
}

/** The form's starting values: each condition's default (the user's last run, or the server's). */
function initialValues(definition: ReportDefinitionDto): Values {
  return Object.fromEntries(definition.conditions.map((c) => [c.id, c.type === 'date' && typeof c.defaultValue === 'string' ? dayjs(c.defaultValue, DATE) : (c.defaultValue ?? (c.multiple ? [] : null))]));
}

/** The conditions as POST /jasper/download reads them: dates as yyyy-MM-dd, lists as lists. */
function conditionsOf(report: string, definition: ReportDefinitionDto, values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = { report };
  for (const c of definition.conditions) {
    const value = values[c.id];
    body[c.id] = dayjs.isDayjs(value) ? value.format(DATE) : (value ?? (c.multiple ? [] : ''));
  }
  return body;
}

function ConditionField({ condition }: { condition: ReportCondition }) {
  const rules = condition.required ? [{ required: true, message: 'This field is required.' }] : [];
  const input =
    condition.type === 'date' ? (
      <DateInput format={DATE} allowClear={false} />
    ) : condition.type === 'tree' ? (
      <TreeMultiSelect treeData={treeOf(condition.options)} placeholder="All" />
    ) : condition.multiple ? (
      <MultiSelect options={condition.options} placeholder="All" />
    ) : (
      <BlockSelect options={condition.options} />
    );
  return (
    <Form.Item name={condition.id} label={condition.label} rules={rules}>
      {input}
    </Form.Item>
  );
}

/**
 * Reports (/jasper/condition and /jasper/view, document 3 §2): the report types on the left, the
 * chosen one's condition form built from its definition, and Download. A report over many
 * employees is prepared by the worker: its progress shows here and the file downloads when ready.
 */
export function ReportsPage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const types = useReportTypes();
  const chosen = params.get('type') ?? types.data?.[0]?.id ?? null;
  const definition = useReportDefinition(chosen);
  const [form] = Form.useForm<Values>();
  const [running, setRunning] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const run = useJobRun(jobId).data;

  useEffect(() => {
    if (definition.data) form.setFieldsValue(initialValues(definition.data));
  }, [definition.data, form]);

  useEffect(() => {
    if (!jobId || run?.status !== 'completed') return;
    reportFile(jobId)
      .then(({ blob, fileName }) => saveFile(blob, fileName))
      .catch((error) => message.error(messageOf(error, REPORT_TEXTS.fileGone)));
    setJobId(null);
  }, [jobId, run?.status, message]);

  const menu = useMemo(() => (types.data ?? []).map((t) => ({ key: t.id, label: t.name })), [types.data]);

  async function download() {
    if (!definition.data || !chosen) return;
    const values = await validated(form);
    if (!values) return;
    setRunning(true);
    try {
      const reply = await runReport(conditionsOf(chosen, definition.data, values));
      if (reply.kind === 'file') saveFile(reply.blob, reply.fileName);
      else {
        setJobId(reply.queued.jobId);
        message.info(REPORT_TEXTS.queued);
      }
    } catch (error) {
      message.error(messageOf(error));
    } finally {
      setRunning(false);
    }
  }

  return (
    <Card>
      <PageTitle>Reports</PageTitle>
      <div className={styles.layout}>
        <nav aria-label="Report types" className={styles.list}>
          {types.isLoading ? <Spin /> : <Menu mode="inline" selectedKeys={chosen ? [chosen] : []} items={menu} onClick={({ key }) => setParams({ type: key })} />}
        </nav>
        <section aria-label="Conditions">
          {!chosen ? (
            <Empty description="No reports are available to you." />
          ) : definition.isLoading || !definition.data ? (
            <Spin />
          ) : (
            <Form form={form} layout="vertical" key={definition.data.id} className={styles.form}>
              {definition.data.conditions.map((c) => (
                <ConditionField key={c.id} condition={c} />
              ))}
              <Button type="primary" loading={running} onClick={download}>
                Download
              </Button>
            </Form>
          )}
          {run && run.status !== 'completed' && (
            <div className={styles.progress}>
              <JobProgress run={run} unit="employees" />
            </div>
          )}
        </section>
      </div>
    </Card>
  );
}
