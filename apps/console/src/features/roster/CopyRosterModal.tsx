import { ROSTER_TEXTS, TERMINAL_JOB_STATUSES } from '@timekeep/contracts';
import { Alert, App, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/http';
import { useJobRun } from '../../api/job-runs';
import { dialogFooter } from '../../ui/FormButtons';
import { DateInput, DateRangeInput, TreeMultiSelect } from '../../ui/inputs';
import { JobProgress } from '../../ui/JobProgress';
import { requiredRule } from '../../ui/validation';
import { useDepartmentOptions } from '../structure/api';
import { copyResultOf, copyRoster } from './api';
import { copyRangeProblem, pasteDateAllowed } from './roster-rules';
import styles from './roster.module.css';

interface Fields {
  departments: string[];
  from: [Dayjs, Dayjs];
  beginDate: Dayjs | null;
}

const DATE = 'YYYY-MM-DD';
const SKIP_REASONS = { closedPeriod: 'a paste date is in a closed pay period', conflict: 'the copied days clash with a neighbouring shift' } as const;

/**
 * Copy Roster (document 2 §5): the departments (all within reach when none), Copy from Date (a
 * range, today by default) and Paste to Date (tomorrow by default), both required; the paste dates
 * offered do not overlap the copied ones, and changing the range clears the paste date. The copy
 * runs as a job whose progress shows here; when it is done the dialog closes and the grid reloads.
 */
export function CopyRosterModal({ open, departmentIds, onClose, onCopied }: { open: boolean; departmentIds: string[]; onClose: () => void; onCopied: () => void }) {
  return open ? <CopyDialog departmentIds={departmentIds} onClose={onClose} onCopied={onCopied} /> : null;
}

function CopyDialog({ departmentIds, onClose, onCopied }: { departmentIds: string[]; onClose: () => void; onCopied: () => void }) {
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const departments = useDepartmentOptions();
  const from = Form.useWatch('from', form);
  const [busy, setBusy] = useState(false);
  const [runId, setRunId] = useState<string | null>(null);
  const run = useJobRun(runId).data;
  const today = dayjs().startOf('day');
  const finished = useRef<string | null>(null);

  useEffect(() => {
    if (!run || !TERMINAL_JOB_STATUSES.includes(run.status) || finished.current === run.id) return;
    finished.current = run.id;
    if (run.status === 'failed') {
      message.error(ROSTER_TEXTS.copyFailed);
      setRunId(null);
      return;
    }
    const result = copyResultOf(run.result);
    message.success(ROSTER_TEXTS.copied);
    if (result?.skipped.length) {
      notification.warning({
        message: 'Not copied for some employees',
        description: result.skipped.map((s) => `${s.name}: ${SKIP_REASONS[s.reason]}`).join('; '),
        duration: 0,
      });
    }
    onCopied();
    onClose();
  }, [run, message, notification, onCopied, onClose]);

  async function save() {
    const v = await form.validateFields().catch(() => null);
    if (!v || !v.beginDate) return;
    setBusy(true);
    try {
      const reply = await copyRoster({ departments: v.departments ?? [], fromDate: v.from[0].format(DATE), endDate: v.from[1].format(DATE), beginDate: v.beginDate.format(DATE) });
      if (reply.message === 'success' && reply.job) setRunId(reply.job.id);
      else message.warning(reply.message || ROSTER_TEXTS.copyFailed);
    } catch (error) {
      message.error(messageOf(error, ROSTER_TEXTS.copyFailed));
    } finally {
      setBusy(false);
    }
  }

  const running = !!runId;
  const sourceProblem = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator() {
      const range = getFieldValue('from') as [Dayjs, Dayjs] | null;
      const problem = range ? copyRangeProblem(range[0].format(DATE), range[1].format(DATE)) : null;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });
  return (
    <Modal open title="Copy Roster" width={560} onCancel={onClose} maskClosable={false} footer={dialogFooter({ busy: busy || running, onCancel: onClose, onSave: save })}>
      <Alert type="warning" showIcon className={styles.dialogWarning} message={ROSTER_TEXTS.overwrite} />
      <Form
        form={form}
        layout="vertical"
        disabled={running}
        initialValues={{ departments: departmentIds, from: [today, today], beginDate: today.add(1, 'day') }}
        onValuesChange={(changed: Partial<Fields>) => {
          // A new source range leaves no paste date chosen against the old one (document 2 §5).
          if ('from' in changed) form.setFieldValue('beginDate', null);
        }}
      >
        <Form.Item name="departments" label="Company Node">
          <TreeMultiSelect treeData={departments} showSearch treeNodeFilterProp="title" placeholder="All departments" />
        </Form.Item>
        <Form.Item name="from" label="Copy from Date" rules={[requiredRule, sourceProblem]}>
          <DateRangeInput allowClear={false} />
        </Form.Item>
        <Form.Item name="beginDate" label="Paste to Date" rules={[requiredRule]}>
          <DateInput disabledDate={(d) => !from?.[0] || !from[1] || !pasteDateAllowed(from[0].format(DATE), from[1].format(DATE), d.format(DATE))} />
        </Form.Item>
      </Form>
      {running && <JobProgress run={run} unit="employees" />}
    </Modal>
  );
}
