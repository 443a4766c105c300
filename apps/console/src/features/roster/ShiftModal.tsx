import { type DepartmentNode, Level, ROSTER_DEFAULT_COLOUR, ROSTER_TEXTS, type RosterShift, SCHEDULE_NUMBERS } from '@timekeep/contracts';
import { App, Col, ColorPicker, Form, Input, Modal, Row, Spin, TreeSelect } from 'antd';
import type { Color } from 'antd/es/color-picker';
import dayjs from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useCompanySettings } from '../../auth/api';
import { dialogFooter } from '../../ui/FormButtons';
import { NumberInput } from '../../ui/inputs';
import { numberRule, requiredRule } from '../../ui/validation';
import { useStructureTree } from '../structure/api';
import { createShift, deleteShift, updateShift, useRosterShift } from './api';
import { ShiftSpanFields, type ShiftSpanValues, spanOfValues } from '../scheduling/ShiftSpanFields';
import { SHIFT_COLOURS } from './roster-rules';

interface Fields extends ShiftSpanValues {
  departmentId: string;
  labelName: string;
  colorCode: Color | string;
  breakTime: number | null;
}

type PositionOption = { value: string; title: string; selectable: boolean; children: PositionOption[] };
/** The structure as a tree whose Position-level nodes alone can be chosen (a shift is worked in a position). */
const positionTree = (nodes: DepartmentNode[]): PositionOption[] => nodes.map((n) => ({ value: n.id, title: n.name, selectable: n.level === Level.Position, children: positionTree(n.children) }));

const hex = (c: Color | string) => (typeof c === 'string' ? c : c.toHexString());

/**
 * Create/Edit Shift (document 2 §4, §5 "Roster shift create"): Position, Start Time and End Time
 * with their Previous Day and Next Day ticks, End later than Start; an optional label; the colour
 * (primary by default, seven presets); Break Deduction only when the company allows editing breaks.
 * Once made, only the colour, label and break change.
 */
export function ShiftModal({ shiftId, onClose, onSaved }: { shiftId: string | null | 'new'; onClose: () => void; onSaved: () => void }) {
  return shiftId ? <ShiftDialog key={shiftId} shiftId={shiftId} onClose={onClose} onSaved={onSaved} /> : null;
}

function ShiftDialog({ shiftId, onClose, onSaved }: { shiftId: string; onClose: () => void; onSaved: () => void }) {
  const creating = shiftId === 'new';
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const settings = useCompanySettings().data;
  const tree = useStructureTree('active');
  const shift = useRosterShift(shiftId, !creating);
  const [busy, setBusy] = useState(false);

  const initial = (s: RosterShift | undefined): Partial<Fields> =>
    s
      ? {
          departmentId: s.departmentId ?? undefined,
          startTime: dayjs(s.startTime, 'HH:mm'),
          previousDay: s.startTimeType === 'Previous',
          endTime: dayjs(s.endTime, 'HH:mm'),
          nextDay: s.endTimeType === 'NextDay',
          labelName: s.labelName,
          colorCode: s.colorCode,
          breakTime: s.breakTime,
        }
      : { colorCode: ROSTER_DEFAULT_COLOUR, previousDay: false, nextDay: false, breakTime: 0, labelName: '' };

  async function save() {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      const common = { colorCode: hex(v.colorCode), labelName: v.labelName?.trim() ?? '', breakTime: v.breakTime ?? 0 };
      const reply = creating
        ? await createShift({ ...common, departmentId: v.departmentId, ...spanOfValues(v) })
        : await updateShift({ ...common, id: shiftId, version: shift.data?.version ?? 0 });
      if (reply.message !== 'success') {
        message.warning(reply.message);
        return;
      }
      message.success(creating ? ROSTER_TEXTS.shiftCreated : ROSTER_TEXTS.shiftUpdated);
      onSaved();
      onClose();
    } catch (error) {
      message.error(messageOf(error, creating ? ROSTER_TEXTS.shiftCreateFailed : ROSTER_TEXTS.shiftUpdateFailed));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const reply = await deleteShift(shiftId);
      if (reply.message !== 'success') {
        message.warning(reply.message);
        return;
      }
      message.success(ROSTER_TEXTS.shiftDeleted);
      onSaved();
      onClose();
    } catch (error) {
      message.error(messageOf(error, ROSTER_TEXTS.shiftDeleteFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={creating ? 'Create Shift' : 'Edit Shift'}
      width={560}
      onCancel={onClose}
      footer={dialogFooter({ busy, onCancel: onClose, onSave: save, remove: creating ? null : { confirm: 'Are you sure you want to delete this shift?', onConfirm: remove } })}
    >
      {!creating && !shift.data ? (
        shift.error ? (
          messageOf(shift.error)
        ) : (
          <Spin />
        )
      ) : (
        <Form form={form} layout="vertical" initialValues={initial(shift.data)}>
          <Form.Item name="departmentId" label="Position" rules={[requiredRule]}>
            <TreeSelect treeData={positionTree(tree.data?.children ?? [])} disabled={!creating} showSearch treeNodeFilterProp="title" treeDefaultExpandAll placeholder="Choose a position" />
          </Form.Item>
          <ShiftSpanFields startLabel="Start Time" endLabel="End Time" laterText={ROSTER_TEXTS.endAfterStart} disabled={!creating} />
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="labelName" label="Label" rules={[{ max: 100, message: 'At most 100 characters.' }]}>
                <Input placeholder="Optional" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="colorCode" label="Colour">
                <ColorPicker showText disabledAlpha format="hex" presets={[{ label: 'Presets', colors: [...SHIFT_COLOURS], defaultOpen: true }]} />
              </Form.Item>
            </Col>
          </Row>
          {settings?.allowEditBreakTime && (
            <Form.Item name="breakTime" label="Break Deduction (minutes)" rules={[numberRule(SCHEDULE_NUMBERS.breakTime)]}>
              <NumberInput />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
