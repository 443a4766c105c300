import { Checkbox, Col, Form, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { NumberInput, TimeInput } from './inputs';
import styles from './kit.module.css';
import { requiredRule } from './validation';

export const BREAK_CALCULATIONS = ['Hours at Work', 'Time of Day'] as const;

/**
 * A shift's break (document 1 §3 "Work section", document 2 §3 "Work shift"): its minutes, Meal not
 * taken (the minutes then stand as they are), and the override of the pay group's break rule: after
 * so many hours at work, or at a time of day. Columns of a 24-wide Row inside the dialog's Form, on
 * the fields breakTime, lunchWorkingThrough, overrideBreakCalculation, breakCalculationType,
 * breakTriggerTime and breakStartTime. The texts and checks the two dialogs differ in are passed in.
 */
export function BreakFields({
  breakRules,
  breakDependencies,
  wholeMinutes = false,
  trigger,
  dense = false,
}: {
  breakRules: Rule[];
  /** Fields whose change checks the minutes again (a rule that reads them). */
  breakDependencies?: string[];
  wholeMinutes?: boolean;
  trigger: { label: string; rules: Rule[] };
  /** The override's tick close to what follows, as the timesheet's dialog sets its day ticks. */
  dense?: boolean;
}) {
  const mealNotTaken = Form.useWatch('lunchWorkingThrough');
  const override = Form.useWatch('overrideBreakCalculation');
  const calculation = Form.useWatch('breakCalculationType');
  return (
    <>
      <Col span={12}>
        <Form.Item name="breakTime" label="Break (minutes)" dependencies={breakDependencies} rules={breakRules}>
          <NumberInput disabled={mealNotTaken} precision={wholeMinutes ? 0 : undefined} />
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
            <Form.Item name="breakCalculationType" label="Break Calculation" rules={[requiredRule]}>
              <Select options={BREAK_CALCULATIONS.map((t) => ({ value: t, label: t }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            {calculation === 'Hours at Work' && (
              <Form.Item name="breakTriggerTime" label={trigger.label} rules={trigger.rules}>
                <NumberInput step={0.5} />
              </Form.Item>
            )}
            {calculation === 'Time of Day' && (
              <Form.Item name="breakStartTime" label="Break Start Time" rules={[requiredRule]}>
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
