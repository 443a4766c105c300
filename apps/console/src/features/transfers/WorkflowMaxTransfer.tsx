import { ApiOutlined, SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Resource, TERMINAL_JOB_STATUSES, WORKFLOW_MAX_AUTH_PARAM, WORKFLOW_MAX_TEXTS, WorkflowMaxAuth } from '@timekeep/contracts';
import { App, Button, Col, Form, Row, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { useJobRun } from '../../api/job-runs';
import { useCan } from '../../auth/api';
import { JobProgress } from '../../ui/JobProgress';
import { DateRangeInput, TreeMultiSelect } from '../../ui/inputs';
import { requiredRule, validated } from '../../ui/validation';
import { useDepartmentOptions } from '../structure/api';
import {
  sendToWorkflowMax,
  startWorkflowMaxAuthorization,
  syncWorkflowMaxEmployees,
  syncWorkflowMaxJobs,
  useWorkflowMaxConnection,
  workflowMaxKeys,
  workflowMaxResultOf,
} from './workflow-max.api';
import { employeeSyncNotices, type Notice, workflowMaxSendNotices } from './workflow-max-notices';
import styles from './workflow-max.module.css';

interface Values {
  departments: string[];
  period: [Dayjs, Dayjs];
}

const day = (d: Dayjs) => d.format('YYYY-MM-DD');

/**
 * WorkflowMax (integration types 04 and 07; document 3 §2, §4, §8): the toolbar connects the
 * company (the browser goes to WorkflowMax and comes back with `auth`), checks the employees and
 * brings the jobs; the form sends the approved hours of the chosen departments (all within reach
 * when none) and period. The send runs in the background; its notices stay until closed.
 */
export function WorkflowMaxTransfer() {
  const { message, notification } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const departments = useDepartmentOptions();
  const connection = useWorkflowMaxConnection();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState<'connect' | 'employees' | 'jobs' | 'send' | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const run = useJobRun(runId).data;
  const reported = useRef<string | null>(null);

  const show = useCallback(
    (notices: Notice[]) => {
      for (const notice of notices) {
        const description = notice.lines.length ? notice.lines.map((line) => <div key={line}>{line}</div>) : undefined;
        if (notice.type === 'success') message.success(notice.message);
        else notification[notice.type]({ message: notice.message, description, duration: 0 });
      }
    },
    [message, notification],
  );

  // Back from WorkflowMax (§4): say how it went, once, and take the parameter off the address.
  const auth = params.get(WORKFLOW_MAX_AUTH_PARAM);
  useEffect(() => {
    if (auth === null) return;
    if (auth === WorkflowMaxAuth.Success) message.success(WORKFLOW_MAX_TEXTS.connected);
    else message.error(WORKFLOW_MAX_TEXTS.connectFailed);
    void queryClient.invalidateQueries({ queryKey: workflowMaxKeys.connection });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(WORKFLOW_MAX_AUTH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [auth, message, queryClient, setParams]);

  useEffect(() => {
    if (!run || !TERMINAL_JOB_STATUSES.includes(run.status) || reported.current === run.id) return;
    reported.current = run.id;
    setBusy(null);
    const result = run.status === 'completed' ? workflowMaxResultOf(run.result) : null;
    if (!result) message.error(run.error || WORKFLOW_MAX_TEXTS.sendFailed);
    else show(workflowMaxSendNotices(result));
  }, [run, message, show]);

  async function connect() {
    setBusy('connect');
    try {
      const { data } = await startWorkflowMaxAuthorization();
      window.location.assign(data.uri);
    } catch (error) {
      message.error(messageOf(error, WORKFLOW_MAX_TEXTS.authFailedToStart));
      setBusy(null);
    }
  }

  async function syncEmployees() {
    setBusy('employees');
    try {
      show(employeeSyncNotices(await syncWorkflowMaxEmployees()));
    } catch (error) {
      message.error(messageOf(error, WORKFLOW_MAX_TEXTS.syncEmployeesFailed));
    } finally {
      setBusy(null);
    }
  }

  async function syncJobs() {
    setBusy('jobs');
    try {
      const reply = await syncWorkflowMaxJobs();
      if (reply.success) message.success(WORKFLOW_MAX_TEXTS.synced);
      else notification.error({ message: WORKFLOW_MAX_TEXTS.pleaseConnect, description: reply.errorMessage ?? undefined, duration: 0 });
    } catch (error) {
      message.error(messageOf(error, WORKFLOW_MAX_TEXTS.syncJobsFailed));
    } finally {
      setBusy(null);
    }
  }

  async function send() {
    const values = await validated(form);
    if (!values) return;
    setBusy('send');
    try {
      const [from, to] = values.period;
      const { jobId } = await sendToWorkflowMax({ departmentIds: values.departments, startDate: day(from), endDate: day(to) });
      message.info(WORKFLOW_MAX_TEXTS.sending);
      setRunId(jobId);
    } catch (error) {
      message.error(messageOf(error, WORKFLOW_MAX_TEXTS.sendFailed));
      setBusy(null);
    }
  }

  const sending = busy === 'send' || (!!run && !TERMINAL_JOB_STATUSES.includes(run.status));
  return (
    <>
      <Space className={styles.toolbar} wrap>
        {can(Resource.Settings, Action.Update) && (
          <Button icon={<ApiOutlined />} loading={busy === 'connect'} onClick={() => void connect()}>
            Connect to WorkflowMax
          </Button>
        )}
        {can(Resource.Employee, Action.Update) && (
          <Button icon={<SyncOutlined />} loading={busy === 'employees'} onClick={() => void syncEmployees()}>
            Sync Employees
          </Button>
        )}
        {can(Resource.Job, Action.Create) && (
          <Button icon={<SyncOutlined />} loading={busy === 'jobs'} onClick={() => void syncJobs()}>
            Sync Jobs
          </Button>
        )}
        {connection.data && <Tag color={connection.data.connected ? 'green' : 'default'}>{connection.data.connected ? 'Connected' : 'Not connected'}</Tag>}
      </Space>
      <Form form={form} layout="vertical" initialValues={{ departments: [], period: [dayjs(), dayjs()] }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="departments" label="Departments">
              <TreeMultiSelect treeData={departments} placeholder="All departments" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="period" label="Date period" rules={[requiredRule]}>
              <DateRangeInput />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" loading={sending} disabled={busy !== null && busy !== 'send'} onClick={() => void send()}>
          Send
        </Button>
      </Form>
      {run && (
        <div className={styles.run}>
          <JobProgress run={run} unit="time entries" />
        </div>
      )}
    </>
  );
}
