import { SCHEDULE_NUMBERS, SCHEDULE_TEXTS } from '@timekeep/contracts';
import { Checkbox, Col, Form, Select } from 'antd';
import { NumberInput, TimeInput } from './inputs';
import styles from './kit.module.css';
import { numberRule } from './validation';

export const BREAK_CALCULATIONS = ['Hours at Work', 'Time of Day'] as const;

/**
 * A shift's break (document 1 §3 "Work section", document 2 §3 "Work shift"): its whole minutes,
 * Meal not taken (the minutes then stand as they are), and the override of the pay group's break
 * rule: after so many hours at work (Break Deduct Time, in hours, above 0 and at most 24), or at a
 * time of day. One set of fields, checks and texts for the schedule's section and the timesheet's
 * shift, the server's (libs/domain/scheduling checkBreakRule). Columns of a 24-wide Row inside the
 * dialog's Form, on the fields breakTime, lunchWorkingThrough, overrideBreakCalculation,
 * breakCalculationType, breakTriggerTime and breakStartTime.
 */
export function BreakFields({ dense = false }: { /** The override's tick close to what follows, as the timesheet's dialog sets its day ticks. */ dense?: boolean }) {
  const mealNotTaken = Form.useWatch('lunchWorkingThrough');
  const override = Form.useWatch('overrideBreakCalculation');
  const calculation = Form.useWatch('breakCalculationType');
  return (
    <>
      <Col span={12}>
        <Form.Item name="breakTime" label="Break (minutes)" rules={[numberRule(SCHEDULE_NUMBERS.breakTime)]}>
          <NumberInput disabled={mealNotTaken} precision={0} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="lunchWorkingThrough" valuePropName="checked" label=" ">
          <Checkbox>Meal not taken</Checkbox>
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="overrideBreakCalculation" valuePropName="checked" className={dense ? styles.checkboxField : undefined}>
          <Checkbox>Override break calculation</Checkbox>
        </Form.Item>
      </Col>
      {override && (
        <>
          <Col span={12}>
            <Form.Item name="breakCalculationType" label="Break Calculation" rules={[{ required: true, message: SCHEDULE_TEXTS.breakCalculation }]}>
              <Select options={BREAK_CALCULATIONS.map((t) => ({ value: t, label: t }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            {calculation === 'Hours at Work' && (
              <Form.Item name="breakTriggerTime" label="Break Deduct Time (hours)" rules={[{ required: true, message: SCHEDULE_TEXTS.breakDeduct }, numberRule(SCHEDULE_NUMBERS.breakTriggerTime)]}>
                <NumberInput step={0.5} />
              </Form.Item>
            )}
            {calculation === 'Time of Day' && (
              <Form.Item name="breakStartTime" label="Break Start Time" rules={[{ required: true, message: SCHEDULE_TEXTS.breakStart }]}>
                <TimeInput format="HH:mm" needConfirm={false} />
              </Form.Item>
            )}
          </Col>
        </>
      )}
    </>
  );
}

/** A shift's allowances, ticked on one line: overtime, early arrival, late departure (the same two dialogs). */
export function AllowanceFields({ className }: { className?: string }) {
  return (
    <Col span={24} className={className}>
      <Form.Item name="allowOT" valuePropName="checked" noStyle>
        <Checkbox>Allow OT</Checkbox>
      </Form.Item>
      <Form.Item name="allowEA" valuePropName="checked" noStyle>
        <Checkbox>Allow Early Arrival</Checkbox>
      </Form.Item>
      <Form.Item name="allowLD" valuePropName="checked" noStyle>
        <Checkbox>Allow Late Departure</Checkbox>
      </Form.Item>
    </Col>
  );
}
