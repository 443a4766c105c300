import { invalidReceiverText, isEmail, REPORT_NAMES, REPORT_TEXTS, type ReportCondition, type ReportDefinitionDto, SCHEDULED_REPORT_TEXTS, type ScheduledReportDto } from '@timekeep/contracts';
import { App, Button, Card, Empty, Form, Menu, Spin, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useJobRun } from '../../api/job-runs';
import { messageOf, saveFile } from '../../api/http';
import { ROUTES } from '../../shared/paths';
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
 * One report's condition form. It owns its form and is mounted afresh for each report (and each
 * saved schedule), its values given as it mounts and never set after: another report's values do
 * not carry over, and a user's typing is not overwritten by an effect that runs late on a busy machine.
 */
function ConditionsForm(props: {
  definition: ReportDefinitionDto;
  saved: ScheduledReportDto | undefined;
  schedulable: boolean;
  auto: boolean;
  /** Absent on a saved schedule: it stays a schedule. */
  onAuto: ((auto: boolean) => void) | undefined;
  running: boolean;
  onRun: (values: FormValues) => void;
}) {
  const { definition, saved, schedulable, auto, onAuto, running, onRun } = props;
  const [form] = Form.useForm<FormValues>();
  const [firstValues] = useState<FormValues>(() => {
    const values: FormValues = initialValues(definition);
    // A saved schedule's conditions over the defaults (its dates are each send's period, not stored).
    if (saved) Object.assign(values, saved.parameters, { format: saved.format });
    return { ...values, schedule: scheduleValues(definition, saved) };
  });
  async function run() {
    const values = await validated(form);
    if (values) onRun(values);
  }
  return (
    <Form form={form} layout="vertical" initialValues={firstValues} className={styles.form}>
      {definition.conditions
        .filter((c) => !(auto && c.hideFromSchedule))
        .map((c) => (
          <ConditionField key={c.id} condition={c} />
        ))}
      {/* The weekly schedule is the roster's Print, drawn on request only (ADR 0045). */}
      {schedulable && (
        <Form.Item label="Schedule Auto Report">
          <Switch checked={auto} disabled={!onAuto} onChange={onAuto} aria-label="Schedule Auto Report" />
        </Form.Item>
      )}
      {auto &&
        definition.scheduleConditions.map((c) => (
          <ScheduleField key={c.id} condition={c} />
        ))}
      <Button type="primary" loading={running} onClick={run}>
        {auto ? 'Submit' : 'Download'}
      </Button>
    </Form>
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
  // The spec's link names the report as reportType (document 1 §2); a link written with type is read too.
  const chosen = saved.data?.reportType ?? params.get('reportType') ?? params.get('type') ?? types.data?.[0]?.id ?? null;
  const definition = useReportDefinition(scheduledReportId && !saved.data ? null : chosen);
  const [autoChosen, setAuto] = useState(params.get('schedule') === '1' || !!scheduledReportId);
  const [running, setRunning] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const run = useJobRun(jobId).data;

  // The run's file is saved once; its progress stays shown ("51 of 51 employees done") until the
  // next download, so a run the worker finished before the first poll is still seen to finish.
  const delivered = useRef<string | null>(null);
  useEffect(() => {
    if (!jobId || run?.status !== 'completed' || delivered.current === jobId) return;
    delivered.current = jobId;
    reportFile(jobId)
      .then(({ blob, fileName }) => saveFile(blob, fileName))
      .catch((error) => message.error(messageOf(error, REPORT_TEXTS.fileGone)));
  }, [jobId, run?.status, message]);

  async function submit(values: FormValues) {
    if (!definition.data || !chosen) return;
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

  async function download(values: FormValues) {
    if (!definition.data || !chosen) return;
    setRunning(true);
    setJobId(null);
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
            {types.isLoading ? <Spin /> : <Menu mode="inline" selectedKeys={chosen ? [chosen] : []} items={menu} onClick={({ key }) => setParams({ reportType: key, ...(autoChosen ? { schedule: '1' } : {}) })} />}
          </nav>
        )}
        <section aria-label="Conditions">
          {!chosen ? (
            <Empty description="No reports are available to you." />
          ) : definition.isLoading || !definition.data ? (
            <Spin />
          ) : (
            <ConditionsForm
              key={`${definition.data.id}:${saved.data?.version ?? ''}`}
              definition={definition.data}
              saved={saved.data}
              schedulable={schedulable}
              auto={auto}
              onAuto={scheduledReportId ? undefined : setAuto}
              running={running}
              onRun={auto ? submit : download}
            />
          )}
          {jobId && (
            <div className={styles.progress}>
              <JobProgress run={run} unit="employees" />
            </div>
          )}
        </section>
      </div>
    </Card>
  );
}
