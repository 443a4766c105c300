import { Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { copyRule } from './schedule-rules';
import type { GridDay } from './ScheduleGrid';

type Fields = { copyFrom: string; isOffDay: boolean };
const CUSTOM = 'custom';

/**
 * Day Modify (document 1 §2): the title read-only; Copy From another day takes its sections and
 * off-day flag (Is Off Day is then disabled); ticking Is Off Day on a custom day clears its sections.
 */
type Props<D> = { day: D; days: readonly D[]; onSave: (day: D) => void; onCancel: () => void; onUseTemplate?: () => void };

/** `onUseTemplate`, for an employee's own day: give the date back to their template. */
export function DayModal<D extends GridDay>(props: Omit<Props<D>, 'day'> & { day: D | null }) {
  // A fresh form for each day opened.
  return props.day ? <DayDialog key={props.day.key} {...props} day={props.day} /> : null;
}

function DayDialog<D extends GridDay>({ day, days, onSave, onCancel, onUseTemplate }: Props<D>) {
  const [form] = Form.useForm<Fields>();
  const copyFrom = Form.useWatch('copyFrom', form);
  function save() {
    const v = form.getFieldsValue();
    const source = v.copyFrom === CUSTOM ? null : days.find((d) => d.key === v.copyFrom);
    if (source) onSave(copyRule(day, source));
    else onSave({ ...day, isOffDay: v.isOffDay, workSections: v.isOffDay ? [] : day.workSections });
  }
  return (
    <Modal
      open
      title="Day Modify"
      okText="Save"
      onOk={save}
      onCancel={onCancel}
      width={460}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {onUseTemplate && <Button onClick={onUseTemplate}>Use the template&apos;s day</Button>}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form form={form} layout="vertical" initialValues={{ copyFrom: CUSTOM, isOffDay: day.isOffDay }}>
        <Form.Item label="Title">
          <Input value={day.title} disabled />
        </Form.Item>
        <Form.Item name="copyFrom" label="Copy From">
          <Select options={[{ value: CUSTOM, label: CUSTOM }, ...days.filter((d) => d.key !== day.key).map((d) => ({ value: d.key, label: d.title }))]} />
        </Form.Item>
        <Form.Item name="isOffDay" valuePropName="checked">
          <Checkbox disabled={copyFrom !== undefined && copyFrom !== CUSTOM}>Is Off Day</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
