import { dialogFooter } from '../../ui/FormButtons';
import { Action, Resource, TIMESHEET_TEXTS, type WorkShiftDto } from '@timekeep/contracts';
import { Checkbox, Col, Form, Modal, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCan } from '../../auth/api';
import { AllowanceFields, BreakFields } from '../../ui/BreakFields';
import { DELETE_CONFIRM } from '../../ui/DeleteButton';
import { TextArea, TimeInput } from '../../ui/inputs';
import { requiredRule, validated } from '../../ui/validation';
import { deleteShift, saveShiftCard } from './api';
import { dayHeading, minutesOf } from './timesheet-rules';
import { useSheetWrite } from './use-sheet-write';
import { WorkCodeFields } from './WorkCodeFields';
import styles from './timesheet.module.css';

/**
 * The shift dialog is opened on a day (New Shift) or on one of its shifts (Modify Shift), with the
 * own schedule the day is on as the timesheet showed it (none: the template's day).
 */
export interface ShiftTarget {
  day: string;
  shift: WorkShiftDto | null;
  customScheduleId: string | null;
}

interface Fields {
  startTime: Dayjs;
  previousDay: boolean;
  endTime: Dayjs;
  nextDay: boolean;
  breakTime: number | null;
  lunchWorkingThrough: boolean;
  overrideBreakCalculation: boolean;
  breakCalculationType: 'Hours at Work' | 'Time of Day' | null;
  breakTriggerTime: number | null;
  breakStartTime: Dayjs | null;
  allowOT: boolean;
  allowEA: boolean;
  allowLD: boolean;
  departmentId?: string;
  jobId?: string;
  taskId?: string;
  reason?: string;
  apprvUnschWork: boolean;
  saveAsShift: boolean;
}

const MIDNIGHT = dayjs('00:00', 'HH:mm');

/** New/Modify Shift (document 2 §3 "Work shift (timesheet)", §5 "Shift (timesheet)", §9: a new shift is 00:00 to 00:00 with the pay group's break). */
export function ShiftModal(props: { target: ShiftTarget | null; employeeId: string; defaultBreakMinutes: number; defaultPositionId: string; onClose: () => void }) {
  return props.target ? <ShiftDialog key={props.target.shift?.id ?? `new-${props.target.day}`} {...props} target={props.target} /> : null;
}

function ShiftDialog({ target, employeeId, defaultBreakMinutes, defaultPositionId, onClose }: { target: ShiftTarget; employeeId: string; defaultBreakMinutes: number; defaultPositionId: string; onClose: () => void }) {
  const [form] = Form.useForm<Fields>();
  const { busy, write } = useSheetWrite();
  const shift = target.shift;
  // Keeping the shift in the roster's library is adding a Shift there (document 2 §7 newSave).
  const mayAddShifts = useCan()(Resource.Roster, Action.Create);
  const initial: Partial<Fields> = shift
    ? {
        startTime: dayjs(shift.startTime, 'HH:mm'),
        previousDay: shift.startTimeType === 'Previous',
        endTime: dayjs(shift.endTime, 'HH:mm'),
        nextDay: shift.endTimeType === 'NextDay',
        breakTime: shift.breakTime,
        lunchWorkingThrough: shift.lunchWorkingThrough,
        overrideBreakCalculation: shift.overrideBreakCalculation,
        breakCalculationType: shift.breakCalculationType,
        breakTriggerTime: shift.breakTriggerTime,
        breakStartTime: shift.breakStartTime ? dayjs(shift.breakStartTime, 'HH:mm') : null,
        allowOT: shift.allowOT,
        allowEA: shift.allowEA,
        allowLD: shift.allowLD,
        departmentId: shift.departmentId ?? undefined,
        jobId: shift.jobId ?? undefined,
        taskId: shift.taskId ?? undefined,
        apprvUnschWork: shift.apprvUnschWork,
        saveAsShift: false,
      }
    : { startTime: MIDNIGHT, endTime: MIDNIGHT, previousDay: false, nextDay: false, breakTime: defaultBreakMinutes, allowOT: true, allowEA: false, allowLD: false, departmentId: defaultPositionId, apprvUnschWork: false, saveAsShift: false };

  async function save() {
    const v = await validated(form);
    if (!v) return;
    const hoursAtWork = v.overrideBreakCalculation && v.breakCalculationType === 'Hours at Work';
    const payload = {
      employeeId,
      day: target.day,
      create: !shift,
      workShiftId: shift?.id ?? null,
      customScheduleId: target.customScheduleId,
      startTime: v.startTime.format('HH:mm'),
      startTimeType: v.previousDay ? 'Previous' : 'Today',
      endTime: v.endTime.format('HH:mm'),
      endTimeType: v.nextDay ? 'NextDay' : 'Today',
      breakTime: v.breakTime ?? 0,
      allowOT: !!v.allowOT,
      allowEA: !!v.allowEA,
      allowLD: !!v.allowLD,
      lunchWorkingThrough: !!v.lunchWorkingThrough,
      overrideBreakCalculation: !!v.overrideBreakCalculation,
      breakCalculationType: v.overrideBreakCalculation ? v.breakCalculationType : null,
      breakTriggerTime: hoursAtWork ? v.breakTriggerTime : null,
      breakStartTime: v.overrideBreakCalculation && v.breakCalculationType === 'Time of Day' && v.breakStartTime ? v.breakStartTime.format('HH:mm') : null,
      departmentId: v.departmentId ?? null,
      jobId: v.jobId ?? null,
      taskId: v.jobId ? (v.taskId ?? null) : null,
      reason: v.reason?.trim() || null,
      apprvUnschWork: !!v.apprvUnschWork,
      saveAsShift: mayAddShifts && !!v.saveAsShift,
    };
    if (await write(() => saveShiftCard(payload), TIMESHEET_TEXTS.shiftSaved, TIMESHEET_TEXTS.shiftFailed)) onClose();
  }

  async function remove() {
    if (!shift) return;
    if (await write(() => deleteShift(employeeId, target.day, shift.schId ?? shift.id), TIMESHEET_TEXTS.shiftDeleted, TIMESHEET_TEXTS.shiftDeleteFailed)) onClose();
  }

  const outAfterIn = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator() {
      const start = getFieldValue('startTime') as Dayjs | null;
      const end = getFieldValue('endTime') as Dayjs | null;
      if (!start || !end) return Promise.resolve();
      const later = minutesOf(end.format('HH:mm'), getFieldValue('nextDay') ? 'NextDay' : 'Today') > minutesOf(start.format('HH:mm'), getFieldValue('previousDay') ? 'Previous' : 'Today');
      return later ? Promise.resolve() : Promise.reject(new Error(TIMESHEET_TEXTS.schOutLater));
    },
  });

  // A Shift of the roster's library is a position's, as the server says too.
  const positionForShift = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator() {
      return !getFieldValue('saveAsShift') || getFieldValue('departmentId') ? Promise.resolve() : Promise.reject(new Error(TIMESHEET_TEXTS.shiftToLibraryPosition));
    },
  });

  return (
    <Modal
      open
      title={`${shift ? 'Modify Shift' : 'New Shift'} · ${dayHeading(target.day)}`}
      onCancel={onClose}
      width={600}
      footer={dialogFooter({ busy, onCancel: onClose, onSave: save, remove: shift ? { confirm: DELETE_CONFIRM, onConfirm: remove } : null })}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="startTime" label="Sch In" rules={[requiredRule]}>
              <TimeInput format="HH:mm" needConfirm={false} />
            </Form.Item>
            <Form.Item name="previousDay" valuePropName="checked" className={styles.dayTick}>
              <Checkbox>Previous Day</Checkbox>
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="endTime" label="Sch Out" dependencies={['startTime', 'previousDay', 'nextDay']} rules={[requiredRule, outAfterIn]}>
              <TimeInput format="HH:mm" needConfirm={false} />
            </Form.Item>
            <Form.Item name="nextDay" valuePropName="checked" className={styles.dayTick}>
              <Checkbox>Next Day</Checkbox>
            </Form.Item>
          </Col>
          <BreakFields dense />
          <AllowanceFields className={styles.allowances} />
          <WorkCodeFields form={form} positionName="departmentId" />
          <Col span={24}>
            <Form.Item name="apprvUnschWork" valuePropName="checked" className={styles.dayTick}>
              <Checkbox>Approve unscheduled work</Checkbox>
            </Form.Item>
            {mayAddShifts && (
              <Form.Item name="saveAsShift" valuePropName="checked" className={styles.dayTick} dependencies={['departmentId']} rules={[positionForShift]}>
                <Checkbox>Save as Shift</Checkbox>
              </Form.Item>
            )}
          </Col>
          <Col span={24}>
            <Form.Item name="reason" label="Reason">
              <TextArea rows={2} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
