import { DownloadOutlined, QrcodeOutlined } from '@ant-design/icons';
import type { PunchCodeOption, PunchCodeReply } from '@timekeep/contracts';
import { App, Button, Card, Checkbox, Col, Empty, Form, type FormInstance, Row, Select, Space, TreeSelect, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { messageOf } from '../../api/http';
import { useCompanySettings } from '../../auth/api';
import { PageTitle } from '../../ui/PageTitle';
import { requiredRule, validated } from '../../ui/validation';
import { useDepartmentOptions } from '../structure/api';
import {
  generatePunchCode,
  generateSpecialPunchCode,
  useCategoryOptions,
  useJobOptions,
  useLevelThreeOptions,
  useLevelTwoOptions,
  useProjectOptions,
  useTaskOptions,
} from './api';
import styles from './punch-codes.module.css';

const FILE_NAME = 'punchCode.png';
const FAILED = 'Failed to generate the punch code.';
const asOptions = (options: PunchCodeOption[] | undefined) => (options ?? []).map((o) => ({ value: o.id, label: o.code ? `${o.code} - ${o.name}` : o.name }));

/** Document 3 §4: a single available choice is chosen for the user; a choice no longer offered is dropped. */
function useSingleChoice<V extends object>(form: FormInstance<V>, field: keyof V & string, options: PunchCodeOption[] | undefined) {
  useEffect(() => {
    if (!options) return;
    const current = form.getFieldValue(field as never) as string | undefined;
    if (options.length === 1) form.setFieldValue(field as never, options[0].id);
    else if (current && !options.some((o) => o.id === current)) form.setFieldValue(field as never, undefined);
  }, [form, field, options]);
}

interface StandardValues {
  departmentId?: string;
  allJobs?: boolean;
  jobId?: string;
  taskId?: string;
}

/** The standard form: the structure tree (position codes), Job with 'All Jobs' (job or task codes), Task (task codes). */
function StandardForm({ onGenerated }: { onGenerated: (reply: PunchCodeReply) => void }) {
  const { message } = App.useApp();
  const settings = useCompanySettings().data;
  const [form] = Form.useForm<StandardValues>();
  const departmentId = Form.useWatch('departmentId', form);
  const allJobs = Form.useWatch('allJobs', form) ?? false;
  const jobId = Form.useWatch('jobId', form);
  const showDepartments = !!settings?.isPositionCodeEnabled;
  const showJobs = !!settings && (settings.isJobCodeEnabled || settings.isTaskCodeEnabled);
  const showTasks = !!settings?.isTaskCodeEnabled;
  const departments = useDepartmentOptions();
  // Without the structure select, the jobs offered are all of them.
  const everyJob = allJobs || !showDepartments;
  const jobs = useJobOptions(departmentId, everyJob, showJobs && (everyJob || !!departmentId));
  const tasks = useTaskOptions(showTasks ? jobId : undefined);
  useSingleChoice(form, 'jobId', showJobs && (everyJob || departmentId) ? jobs.data : undefined);
  useSingleChoice(form, 'taskId', showTasks && jobId ? tasks.data : undefined);
  const [busy, setBusy] = useState(false);

  async function generate() {
    const values = await validated(form);
    if (!values) return;
    setBusy(true);
    try {
      onGenerated(await generatePunchCode({ departmentId: values.departmentId ?? '', jobId: values.jobId ?? '', taskId: values.taskId ?? '' }));
    } catch (error) {
      message.error(messageOf(error, FAILED));
    } finally {
      setBusy(false);
    }
  }

  if (!settings) return null;
  return (
    <Form form={form} layout="vertical" onValuesChange={(changed: StandardValues) => 'jobId' in changed && form.setFieldValue('taskId', undefined)}>
      {showDepartments && (
        <Form.Item name="departmentId" label={settings.structureName}>
          <TreeSelect treeData={departments} showSearch treeNodeFilterProp="title" treeDefaultExpandAll listHeight={400} allowClear placeholder={`Choose a ${settings.structureName.toLowerCase()}`} />
        </Form.Item>
      )}
      {showJobs && (
        <Form.Item label="Job" htmlFor="jobId">
          <Form.Item name="jobId" noStyle>
            <Select options={asOptions(jobs.data)} loading={jobs.isFetching} showSearch optionFilterProp="label" allowClear placeholder="Choose a job" />
          </Form.Item>
          {showDepartments && (
            <div className={styles.allJobs}>
              <Form.Item name="allJobs" valuePropName="checked" noStyle>
                <Checkbox>All Jobs</Checkbox>
              </Form.Item>
            </div>
          )}
        </Form.Item>
      )}
      {showTasks && (
        <Form.Item name="taskId" label="Task">
          <Select options={asOptions(tasks.data)} loading={tasks.isFetching} disabled={!jobId} showSearch optionFilterProp="label" allowClear placeholder="Choose a task" />
        </Form.Item>
      )}
      <Button type="primary" icon={<QrcodeOutlined />} loading={busy} onClick={() => void generate()}>
        Generate
      </Button>
    </Form>
  );
}

interface SpecialValues {
  project?: string;
  panel?: string;
  task?: string;
  category?: string;
}

/** The specific customer's form (flag specialCustomer): Project, Level 2, Level 3 and Category, all required. */
function SpecialForm({ onGenerated }: { onGenerated: (reply: PunchCodeReply) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SpecialValues>();
  const project = Form.useWatch('project', form);
  const panel = Form.useWatch('panel', form);
  const projects = useProjectOptions();
  const levelTwo = useLevelTwoOptions(project);
  const levelThree = useLevelThreeOptions(project, panel);
  const categories = useCategoryOptions();
  useSingleChoice(form, 'panel', project ? levelTwo.data : undefined);
  useSingleChoice(form, 'task', panel ? levelThree.data : undefined);
  const [busy, setBusy] = useState(false);

  async function generate() {
    const values = await validated(form);
    if (!values) return;
    setBusy(true);
    try {
      onGenerated(await generateSpecialPunchCode(values));
    } catch (error) {
      message.error(messageOf(error, FAILED));
    } finally {
      setBusy(false);
    }
  }

  const select = (name: keyof SpecialValues, label: string, query: { data?: PunchCodeOption[]; isFetching: boolean }, disabled = false) => (
    <Form.Item name={name} label={label} rules={[requiredRule]}>
      <Select options={asOptions(query.data)} loading={query.isFetching} disabled={disabled} showSearch optionFilterProp="label" placeholder={`Choose ${label}`} />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      onValuesChange={(changed: SpecialValues) => {
        if ('project' in changed) form.setFieldsValue({ panel: undefined, task: undefined });
        if ('panel' in changed) form.setFieldValue('task', undefined);
      }}
    >
      {select('project', 'Project', projects)}
      {select('panel', 'Level 2', levelTwo, !project)}
      {select('task', 'Level 3', levelThree, !panel)}
      {select('category', 'Category', categories)}
      <Button type="primary" icon={<QrcodeOutlined />} loading={busy} onClick={() => void generate()}>
        Generate
      </Button>
    </Form>
  );
}

/** The drawn code and its download; the image is drawn from the server's signed text, never from the form. */
function CodeImage({ code }: { code: PunchCodeReply | null }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (code) void QRCode.toDataURL(code.text, { errorCorrectionLevel: 'M', margin: 2, width: 320 }).then((url) => current && setImage(url));
    else setImage(null);
    return () => {
      current = false;
    };
  }, [code]);

  if (!code || !image) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Choose what the code punches to, then Generate." />;
  const names = 'project' in code.payload ? [code.payload.projectName, code.payload.panelName, code.payload.taskName, code.payload.categoryName] : [code.payload.departmentName, code.payload.jobName, code.payload.taskName];
  return (
    <Space direction="vertical">
      <img src={image} alt="Punch code" className={styles.code} />
      <Typography.Text type="secondary" className={styles.caption}>
        {names.filter(Boolean).join(' / ')}
      </Typography.Text>
      <Button icon={<DownloadOutlined />} href={image} download={FILE_NAME}>
        Download
      </Button>
    </Space>
  );
}

/** Generate Punch Code (/punch/generate-code, document 3 §2): a QR code employees scan to punch to a department, job and task. */
export function PunchCodePage() {
  const settings = useCompanySettings();
  const [code, setCode] = useState<PunchCodeReply | null>(null);
  return (
    <Card loading={settings.isLoading}>
      <PageTitle>Generate Punch Code</PageTitle>
      <Row gutter={32} className={styles.layout}>
        <Col xs={24} md={10}>
          {settings.data?.specialCustomer ? <SpecialForm onGenerated={setCode} /> : <StandardForm onGenerated={setCode} />}
        </Col>
        <Col xs={24} md={14}>
          <CodeImage code={code} />
        </Col>
      </Row>
    </Card>
  );
}
