import { invalidReceiverText, isEmail, REPORT_NAMES, REPORT_TEXTS, type ReportCondition, type ReportDefinitionDto, SCHEDULED_REPORT_TEXTS, type ScheduledReportDto } from '@timekeep/contracts';
import { App, Button, Card, Empty, Form, Menu, Spin, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useJobRun } from '../../api/job-runs';
import { messageOf, saveFile } from '../../api/http';
import { ROUTES } from '../../app/paths';
import { BlockSelect, DateInput, MultiSelect, TimeInput, TreeMultiSelect } from '../../ui/inputs';
import { JobProgress } from '../../ui/JobProgress';
import { PageTitle } from '../../ui/PageTitle';
import { validated } from '../../ui/validation';
import { reportFile, runReport, saveScheduledReport, useReportDefinition, useReportTypes, useScheduledReport } from './api';
import styles from './reports.module.css';

const DATE = 'YYYY-MM-DD';
const TIME = 'HH:mm';
type Values = Record<string, Dayjs | string | string[] | null | undefined>;
/** The report's conditions, and the schedule's fields under `schedule`. */
type FormValues = Record<string, Dayjs | string | string[] | null | undefined | Values>;

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

/** The schedule's fields (their own namespace: the schedule has a start date of its own) as a saved schedule or the definition's defaults give them. */
function scheduleValues(definition: ReportDefinitionDto, saved: ScheduledReportDto | undefined): Values {
  const values: Values = {};
  for (const c of definition.scheduleConditions) {
    const value = saved ? (saved[c.id as keyof ScheduledReportDto] as string | string[] | undefined) : (c.defaultValue ?? undefined);
    values[c.id] = c.type === 'date' && typeof value === 'string' ? dayjs(value, DATE) : c.type === 'time' && typeof value === 'string' ? dayjs(value, TIME) : (value ?? (c.multiple ? [] : null));
  }
  return values;
}

/** What POST or PUT /scheduled-reports reads: the schedule's fields, the format, and the report's other conditions as parameters. */
function scheduleOf(report: string, definition: ReportDefinitionDto, values: Values, schedule: Values, version: number | undefined): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const c of definition.conditions) if (!c.hideFromSchedule && c.id !== 'format') parameters[c.id] = values[c.id] ?? (c.multiple ? [] : '');
  const field = (id: string, format: string) => {
    const value = schedule[id];
    return dayjs.isDayjs(value) ? value.format(format) : value;
  };
  return {
    reportType: report,
    startDate: field('startDate', DATE),
    sendTime: field('sendTime', TIME),
    frequency: schedule.frequency,
    period: schedule.period,
    receivers: schedule.receivers ?? [],
    format: values.format,
    parameters,
    ...(version ? { version } : {}),
  };
}

/** Each receiver must be an email address, named when it is not (the server says the same at save). */
const receiverRule = {
  validator: async (_: unknown, value: string[] | undefined) => {
    const wrong = (value ?? []).find((v) => !isEmail(v.trim()));
    if (wrong !== undefined) throw new Error(invalidReceiverText(wrong));
  },
};

function ScheduleField({ condition }: { condition: ReportCondition }) {
  const rules = [{ required: condition.required, message: 'This field is required.' }, ...(condition.id === 'receivers' ? [receiverRule] : [])];
  const input =
    condition.type === 'date' ? (
      <DateInput format={DATE} allowClear={false} />
    ) : condition.type === 'time' ? (
      <TimeInput format={TIME} allowClear={false} />
    ) : condition.id === 'receivers' ? (
      <BlockSelect mode="tags" tokenSeparators={[',', ';', ' ']} open={false} placeholder="name@example.com" />
    ) : (
      <BlockSelect options={condition.options} />
    );
  return (
    <Form.Item name={['schedule', condition.id]} label={condition.label} rules={rules}>
      {input}
    </Form.Item>
  );
}

/** End Date on or after Start Date, said on the field before anything is sent (the server says the same). */
const endAfterStart: Rule = ({ getFieldValue }) => ({
  validator: async (_: unknown, end: Dayjs | null | undefined) => {
    const start = getFieldValue('startDate') as Dayjs | null | undefined;
    if (dayjs.isDayjs(start) && dayjs.isDayjs(end) && end.isBefore(start, 'day')) throw new Error(REPORT_TEXTS.endBeforeStart);
  },
});

function ConditionField({ condition }: { condition: ReportCondition }) {
  const rules: Rule[] = [...(condition.required ? [{ required: true, message: 'This field is required.' }] : []), ...(condition.id === 'endDate' ? [endAfterStart] : [])];
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
    <Form.Item name={condition.id} label={condition.label} rules={rules} dependencies={condition.id === 'endDate' ? ['startDate'] : undefined}>
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
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const scheduledReportId = params.get('scheduledReportId');
  const saved = useScheduledReport(scheduledReportId);
  const types = useReportTypes();
  const chosen = saved.data?.reportType ?? params.get('type') ?? types.data?.[0]?.id ?? null;
  const definition = useReportDefinition(scheduledReportId && !saved.data ? null : chosen);
  const [form] = Form.useForm<FormValues>();
  const [autoChosen, setAuto] = useState(params.get('schedule') === '1' || !!scheduledReportId);
  const [running, setRunning] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const run = useJobRun(jobId).data;

  useEffect(() => {
    if (!definition.data) return;
    const values = initialValues(definition.data);
    // A saved schedule's conditions over the defaults (its dates are each send's period, not stored).
    if (saved.data) Object.assign(values, saved.data.parameters, { format: saved.data.format });
    form.setFieldsValue({ ...values, schedule: scheduleValues(definition.data, saved.data) });
  }, [definition.data, saved.data, form]);

  useEffect(() => {
    if (!jobId || run?.status !== 'completed') return;
    reportFile(jobId)
      .then(({ blob, fileName }) => saveFile(blob, fileName))
      .catch((error) => message.error(messageOf(error, REPORT_TEXTS.fileGone)));
    setJobId(null);
  }, [jobId, run?.status, message]);

  async function submit() {
    if (!definition.data || !chosen) return;
    const values = await validated(form);
    if (!values) return;
    setRunning(true);
    try {
      const { schedule, ...conditions } = values;
      const reply = await saveScheduledReport(scheduledReportId, scheduleOf(chosen, definition.data, conditions as Values, (schedule ?? {}) as Values, saved.data?.version));
      message.success(reply.message);
      navigate(ROUTES.scheduledReports);
    } catch (error) {
      message.error(messageOf(error, SCHEDULED_REPORT_TEXTS.addFailed));
    } finally {
      setRunning(false);
    }
  }

  const schedulable = chosen !== REPORT_NAMES.WeeklySchedule;
  const auto = autoChosen && schedulable;

  const menu = useMemo(() => (types.data ?? []).map((t) => ({ key: t.id, label: t.name })), [types.data]);

  async function download() {
    if (!definition.data || !chosen) return;
    const values = await validated(form);
    if (!values) return;
    setRunning(true);
    try {
      const reply = await runReport(conditionsOf(chosen, definition.data, values as Values));
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
      <PageTitle>{scheduledReportId ? 'Scheduled Report' : 'Reports'}</PageTitle>
      <div className={scheduledReportId ? undefined : styles.layout}>
        {/* Document 3 §2: the report-type list shows when creating; a saved schedule keeps its report. */}
        {!scheduledReportId && (
          <nav aria-label="Report types" className={styles.list}>
            {types.isLoading ? <Spin /> : <Menu mode="inline" selectedKeys={chosen ? [chosen] : []} items={menu} onClick={({ key }) => setParams({ type: key, ...(autoChosen ? { schedule: '1' } : {}) })} />}
          </nav>
        )}
        <section aria-label="Conditions">
          {!chosen ? (
            <Empty description="No reports are available to you." />
          ) : definition.isLoading || !definition.data ? (
            <Spin />
          ) : (
            <Form form={form} layout="vertical" key={definition.data.id} className={styles.form}>
              {definition.data.conditions
                .filter((c) => !(auto && c.hideFromSchedule))
                .map((c) => (
                  <ConditionField key={c.id} condition={c} />
                ))}
              {/* The weekly schedule is the roster's Print, drawn on request only (ADR 0045). */}
              {schedulable && (
                <Form.Item label="Schedule Auto Report">
                  <Switch checked={auto} disabled={!!scheduledReportId} onChange={setAuto} aria-label="Schedule Auto Report" />
                </Form.Item>
              )}
              {auto &&
                definition.data.scheduleConditions.map((c) => (
                  <ScheduleField key={c.id} condition={c} />
                ))}
              <Button type="primary" loading={running} onClick={auto ? submit : download}>
                {auto ? 'Submit' : 'Download'}
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
