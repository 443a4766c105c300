import { Col, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { CheckboxField, TimeInput } from '../../ui/inputs';
import { requiredRule } from '../../ui/validation';
import { sectionLength } from './schedule-rules';

/** The form fields a shift's span is edited in: `startTime`, `previousDay`, `endTime`, `nextDay`. */
export interface ShiftSpanValues {
  startTime: Dayjs;
  previousDay: boolean;
  endTime: Dayjs;
  nextDay: boolean;
}

const hhmm = (d: Dayjs) => d.format('HH:mm');

/** The span as the server reads it: times HH:mm with the day each lies on. */
export const spanOfValues = (v: ShiftSpanValues) => ({
  startTime: hhmm(v.startTime),
  startTimeType: v.previousDay ? ('Previous' as const) : ('Today' as const),
  endTime: hhmm(v.endTime),
  endTimeType: v.nextDay ? ('NextDay' as const) : ('Today' as const),
});

/**
 * A shift's start and end, each with its day flag (Previous Day, Next Day), both required and the
 * end later than the start counting the flags (`laterText`: the spec's words for each screen:
 * 'Sch Out must be later than Sch In!', 'End Time must be later than Start Time!'). The template
 * section, the bulk schedule's shift and the roster's library shift all edit a span so.
 */
export function ShiftSpanFields({ startLabel, endLabel, laterText, disabled }: { startLabel: string; endLabel: string; laterText: string; disabled?: boolean }) {
  const endAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator() {
      const startTime = getFieldValue('startTime') as Dayjs | null;
      const endTime = getFieldValue('endTime') as Dayjs | null;
      if (!startTime || !endTime) return Promise.resolve();
      const span = spanOfValues({ startTime, endTime, previousDay: !!getFieldValue('previousDay'), nextDay: !!getFieldValue('nextDay') });
      return sectionLength(span) > 0 ? Promise.resolve() : Promise.reject(new Error(laterText));
    },
  });
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="startTime" label={startLabel} rules={[requiredRule]}>
          <TimeInput format="HH:mm" needConfirm={false} disabled={disabled} />
        </Form.Item>
        <CheckboxField name="previousDay" disabled={disabled}>
          Previous Day
        </CheckboxField>
      </Col>
      <Col span={12}>
        <Form.Item name="endTime" label={endLabel} dependencies={['startTime', 'previousDay', 'nextDay']} rules={[requiredRule, endAfterStart]}>
          <TimeInput format="HH:mm" needConfirm={false} disabled={disabled} />
        </Form.Item>
        <CheckboxField name="nextDay" disabled={disabled}>
          Next Day
        </CheckboxField>
      </Col>
    </Row>
  );
}
