import { BULK_SCHEDULE_TEXTS, type BulkShift, SCHEDULE_NUMBERS } from '@timekeep/contracts';
import { Col, Form, Modal, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useCompanySettings } from '../../auth/api';
import { dialogFooter } from '../../ui/FormButtons';
import { NumberInput } from '../../ui/inputs';
import { numberRule } from '../../ui/validation';
import { useStructureTree } from '../structure/api';
import { positionOptions } from '../structure/structure';
import { ShiftSpanFields, type ShiftSpanValues, spanOfValues } from '../scheduling/ShiftSpanFields';

interface Fields extends ShiftSpanValues {
  breakTime: number | null;
  departmentId: string | null;
}

/** A new shift: 00:00 to 00:00, no break, no position (document 1 §9's new section). */
export const blankShift: BulkShift = { startTime: '00:00', endTime: '00:00', startTimeType: 'Today', endTimeType: 'Today', breakTime: 0, departmentId: null };

/**
 * Document 3 §3 "Shift (in bulk schedule)" and §5: Sch In and Sch Out required, each with its day
 * flag (Previous Day, Next Day), 'Sch Out must be later than Sch In!'; the break where the company
 * lets breaks be edited, the position where it uses position codes.
 */
export function BulkShiftModal(props: { shift: BulkShift | null; onSave: (shift: BulkShift) => void; onCancel: () => void }) {
  // A fresh form for each shift opened.
  return props.shift ? <ShiftDialog {...props} shift={props.shift} /> : null;
}

function ShiftDialog({ shift, onSave, onCancel }: { shift: BulkShift; onSave: (shift: BulkShift) => void; onCancel: () => void }) {
  const [form] = Form.useForm<Fields>();
  const settings = useCompanySettings().data;
  const positions = positionOptions(useStructureTree('active').data);
  const initial: Fields = {
    startTime: dayjs(shift.startTime, 'HH:mm'),
    endTime: dayjs(shift.endTime, 'HH:mm'),
    previousDay: shift.startTimeType === 'Previous',
    nextDay: shift.endTimeType === 'NextDay',
    breakTime: shift.breakTime,
    departmentId: shift.departmentId,
  };

  async function save() {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    onSave({
      ...spanOfValues(v),
      breakTime: settings?.allowEditBreakTime ? (v.breakTime ?? 0) : 0,
      departmentId: settings?.isPositionCodeEnabled ? (v.departmentId ?? null) : null,
    });
  }

  return (
    <Modal open title="Shift" onCancel={onCancel} footer={dialogFooter({ busy: false, onCancel, onSave: save })}>
      <Form form={form} layout="vertical" initialValues={initial}>
        <ShiftSpanFields startLabel="Sch In" endLabel="Sch Out" laterText={BULK_SCHEDULE_TEXTS.outAfterIn} />
        <Row gutter={16}>
          {settings?.allowEditBreakTime && (
            <Col span={12}>
              <Form.Item name="breakTime" label="Break (minutes)" rules={[numberRule(SCHEDULE_NUMBERS.breakTime)]}>
                <NumberInput />
              </Form.Item>
            </Col>
          )}
          {settings?.isPositionCodeEnabled && (
            <Col span={24}>
              <Form.Item name="departmentId" label="Position">
                <Select allowClear showSearch optionFilterProp="label" options={positions} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </Modal>
  );
}
