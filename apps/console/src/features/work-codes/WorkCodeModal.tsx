import { JOB_TEXTS, JobDto, TaskDto } from '@timekeep/contracts';
import { Checkbox, Form, Input, Modal } from 'antd';
import { LimitedInput, LimitedTextArea, MultiSelect } from '../../ui/inputs';
import { useDetailSave } from '../../ui/use-detail-save';
import { requiredRule, textRule } from '../../ui/validation';
import { saveWorkCode, useTaskOptions } from './api';

interface Fields {
  code: string;
  name?: string;
  active: boolean;
  taskID?: string[];
  description?: string;
  punchCode?: string;
  payExportCode?: string;
}

type Editing = { kind: 'job'; record: JobDto | 'new' } | { kind: 'task'; record: TaskDto | 'new' };

const TEXTS = {
  job: { title: 'Job', saved: JOB_TEXTS.saved, exist: JOB_TEXTS.exist, failed: JOB_TEXTS.failed },
  task: { title: 'Task', saved: JOB_TEXTS.taskSaved, exist: JOB_TEXTS.exist, failed: JOB_TEXTS.taskFailed },
};

/**
 * The job and task editors (document 2 §3, §6): code required; a new one is active with its Active
 * box disabled; a job lists its tasks. What an integration set is shown but not editable.
 */
export function WorkCodeModal({ editing, onClose }: { editing: Editing; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<Fields>();
  const texts = TEXTS[editing.kind];
  const record = editing.record === 'new' ? null : editing.record;
  const tasks = useTaskOptions(editing.kind === 'job');
  const external = record && ('externalJobId' in record ? record.externalJobId : record.externalTaskId);

  const { saving, save } = useDetailSave(form, {
    send: (values: Fields) => saveWorkCode(editing.kind, { ...values, ...(record ? { id: record.id, version: record.version } : {}) }),
    warning: (code) => (code === 'exist' ? texts.exist : code),
    success: texts.saved,
    failure: texts.failed,
    invalidate: [],
    afterSave: () => onClose(true),
  });

  const initial: Fields = record
    ? { code: record.code, name: record.name, active: record.active, taskID: 'taskID' in record ? record.taskID : [], description: record.description ?? undefined, punchCode: record.punchCode ?? undefined, payExportCode: record.payExportCode ?? undefined }
    : { code: '', active: true, taskID: [] };
  return (
    <Modal open width={550} title={record ? `Modify a ${texts.title}` : `Create a new ${texts.title}`} okText="Save" onOk={() => void save(false)} confirmLoading={!!saving} onCancel={() => onClose(false)} destroyOnHidden>
      <Form<Fields> form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="code" label="Code" rules={[requiredRule, textRule('Code', 50)]}>
          <LimitedInput max={50} />
        </Form.Item>
        <Form.Item name="name" label="Name" rules={[textRule('Name', 100)]}>
          <LimitedInput max={100} />
        </Form.Item>
        <Form.Item name="active" valuePropName="checked">
          <Checkbox disabled={!record}>Active</Checkbox>
        </Form.Item>
        {editing.kind === 'job' && (
          <Form.Item name="taskID" label="Tasks">
            <MultiSelect options={tasks.data ?? []} loading={tasks.isLoading} />
          </Form.Item>
        )}
        <Form.Item name="punchCode" label="Punch Code" rules={[textRule('Punch Code', 20)]}>
          <LimitedInput max={20} />
        </Form.Item>
        <Form.Item name="payExportCode" label="Pay Export Code" rules={[textRule('Pay Export Code', 50)]}>
          <LimitedInput max={50} />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[textRule('Description', 2000)]}>
          <LimitedTextArea max={2000} />
        </Form.Item>
        {external && (
          <Form.Item label="External ID">
            <Input value={external} disabled />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
