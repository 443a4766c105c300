import { ScheduleRuleDto } from '@timekeep/contracts';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { copyRule } from './schedule-rules';

type Fields = { copyFrom: number | 'custom'; isOffDay: boolean };

/**
 * Day Modify (document 1 §2): the title read-only; Copy From another day takes its sections and
 * off-day flag (Is Off Day is then disabled); ticking Is Off Day on a custom day clears its sections.
 */
export function DayModal(props: { rule: ScheduleRuleDto | null; rules: readonly ScheduleRuleDto[]; onSave: (rule: ScheduleRuleDto) => void; onCancel: () => void }) {
  // A fresh form for each day opened.
  return props.rule ? <DayDialog key={props.rule.num} {...props} rule={props.rule} /> : null;
}

function DayDialog({ rule, rules, onSave, onCancel }: { rule: ScheduleRuleDto; rules: readonly ScheduleRuleDto[]; onSave: (rule: ScheduleRuleDto) => void; onCancel: () => void }) {
  const [form] = Form.useForm<Fields>();
  const copyFrom = Form.useWatch('copyFrom', form);
  function save() {
    const v = form.getFieldsValue();
    const source = v.copyFrom === 'custom' ? null : rules.find((r) => r.num === v.copyFrom);
    if (source) onSave(copyRule(rule, source));
    else onSave({ ...rule, isOffDay: v.isOffDay, workSections: v.isOffDay ? [] : rule.workSections });
  }
  return (
    <Modal open title="Day Modify" okText="Save" onOk={save} onCancel={onCancel} width={460}>
      <Form form={form} layout="vertical" initialValues={{ copyFrom: 'custom', isOffDay: rule.isOffDay }}>
          <Form.Item label="Title">
            <Input value={rule.title} disabled />
          </Form.Item>
          <Form.Item name="copyFrom" label="Copy From">
            <Select options={[{ value: 'custom', label: 'custom' }, ...rules.filter((r) => r.num !== rule.num).map((r) => ({ value: r.num, label: r.title }))]} />
          </Form.Item>
          <Form.Item name="isOffDay" valuePropName="checked">
            <Checkbox disabled={copyFrom !== undefined && copyFrom !== 'custom'}>Is Off Day</Checkbox>
          </Form.Item>
      </Form>
    </Modal>
  );
}
