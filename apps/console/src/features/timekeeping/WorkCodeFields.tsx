import { TIMESHEET_TEXTS } from '@timekeep/contracts';
import { Col, Form, type FormInstance, Select } from 'antd';
import { useEffect } from 'react';
import { useCompanySettings } from '../../auth/api';
import { useStructureTree } from '../structure/api';
import { positionOptions } from '../structure/structure';
import { useWorkplaceOptions } from '../settings/api';
import { useActiveTaskTree } from '../work-codes/api';
import { requiredRule } from '../../ui/validation';

const named = (n: { id: string; code: string; name: string }) => ({ value: n.id, label: n.name ? `${n.code} ${n.name}` : n.code });

/**
 * Site, position, job and task of a punch, pair or shift (document 2 §5): site required when site
 * codes are on, a task once a job is chosen ('Please select a task.'), a lone job or task
 * preselected. `siteName` and `positionRequired` differ between the forms. `codesLocked`: a
 * recorded punch's work code (its position, job and task) where the company does not allow
 * editing work codes, shown as it is and never filled in (ADR 0065).
 */
export function WorkCodeFields({
  form,
  siteName,
  positionName,
  positionRequired = false,
  codesLocked = false,
  span = 12,
}: {
  form: FormInstance;
  siteName?: string;
  positionName: string;
  positionRequired?: boolean;
  codesLocked?: boolean;
  span?: number;
}) {
  const settings = useCompanySettings().data;
  const sites = useWorkplaceOptions(!!siteName && !!settings?.isSiteCodeEnabled).data ?? [];
  const positions = positionOptions(useStructureTree('active').data);
  const jobs = useActiveTaskTree(!!settings?.isJobCodeEnabled).data ?? [];
  const jobId = Form.useWatch('jobId', form) as string | undefined;
  const tasks = jobs.find((j) => j.id === jobId)?.tasks ?? [];
  const tasksOn = !!settings?.isJobCodeEnabled && !!settings.isTaskCodeEnabled;

  // Spec §5: if exactly one job or task option exists it is preselected.
  useEffect(() => {
    if (!codesLocked && jobs.length === 1 && !form.getFieldValue('jobId')) form.setFieldValue('jobId', jobs[0].id);
  }, [jobs, form, codesLocked]);
  useEffect(() => {
    if (!codesLocked && tasksOn && tasks.length === 1 && !form.getFieldValue('taskId')) form.setFieldValue('taskId', tasks[0].id);
  }, [tasks, tasksOn, form, codesLocked]);

  return (
    <>
      {siteName && settings?.isSiteCodeEnabled && (
        <Col span={span}>
          <Form.Item name={siteName} label="Site" rules={[requiredRule]}>
            <Select allowClear showSearch optionFilterProp="label" options={sites} />
          </Form.Item>
        </Col>
      )}
      <Col span={span}>
        <Form.Item name={positionName} label="Position" rules={positionRequired && !codesLocked && settings?.isPositionCodeEnabled ? [requiredRule] : []}>
          <Select allowClear showSearch optionFilterProp="label" options={positions} disabled={codesLocked} />
        </Form.Item>
      </Col>
      {settings?.isJobCodeEnabled && (
        <Col span={span}>
          <Form.Item name="jobId" label="Job">
            <Select allowClear showSearch optionFilterProp="label" options={jobs.map(named)} disabled={codesLocked} onChange={() => form.setFieldValue('taskId', undefined)} />
          </Form.Item>
        </Col>
      )}
      {tasksOn && (
        <Col span={span}>
          <Form.Item name="taskId" label="Task" dependencies={['jobId']} rules={jobId && !codesLocked ? [{ required: true, message: TIMESHEET_TEXTS.selectTask }] : []}>
            <Select allowClear showSearch optionFilterProp="label" disabled={codesLocked || !jobId} options={tasks.map(named)} />
          </Form.Item>
        </Col>
      )}
    </>
  );
}
