import { NEW_PAY_GROUP, OVERTIME_TYPES, PAY_GROUP_BREAK_TYPES, PAY_GROUP_NUMBERS, PAY_PERIODS, PAY_RULE_TEXT_LIMITS, PayGroupFields } from '@timekeep/contracts';
import { Card, Col, Divider, Form, Row, Select, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCompanySettings } from '../../auth/api';
import { useFormats } from '../../ui/formats';
import { FormButtons } from '../../ui/FormButtons';
import { CheckboxField, DateInput, LimitedInput, LimitedTextArea, NumberInput, TimeInput } from '../../ui/inputs';
import { useDetailSave } from '../../ui/use-detail-save';
import { numberRule, requiredRule, textRule } from '../../ui/validation';
import { useTimezones } from '../structure/api';
import { HistoryButton } from '../history/HistoryButton';
import { keys, savePayGroup, useActivePayTypes, usePayGroup } from './api';

type Fields = Omit<PayGroupFields, 'startTime' | 'breakStartTime'> & { name: string; active: boolean; startTime: Dayjs; breakStartTime: Dayjs | null };
const third = { xs: 24, md: 12, xl: 8 };

/** Pay group detail (document 3 §2): create when there is no id; Save, 'Save and continue to create', Cancel. */
export function PayGroupForm() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Fields>();
  const { date } = useFormats();
  const settings = useCompanySettings().data;
  const timezones = useTimezones();
  const group = usePayGroup(id);
  const payTypes = useActivePayTypes();
  const v = Form.useWatch([], form) ?? ({} as Partial<Fields>);
  const { saving, save } = useDetailSave(form, {
    send: (values: Fields) =>
      savePayGroup({
        ...values,
        startTime: values.startTime.format('YYYY-MM-DD'),
        breakStartTime: values.breakStartTime?.format('HH:mm') ?? '',
        ...(id ? { id, version: group.data?.version } : {}),
      }).then((reply) => (reply.message === 'payOnFinishDayConflicts' ? { ...reply, message: `Warning: ${reply.employee} has overnight shifts. It is not allowed to set pay on finish day.` } : reply)),
    warning: (code) => (code === 'exist' ? 'Warning: Name has existed.' : code),
    success: 'Pay group is saved successfully.',
    failure: 'Failed to save pay group.',
    invalidate: [keys.payGroups],
    afterSave: (_reply, andContinue) => {
      if (!andContinue) navigate(ROUTES.payGroupList);
    },
  });
  if ((id && !group.data) || !settings) return <Card>{group.error ? messageOf(group.error) : <Spin />}</Card>;

  const multiShift = settings.multiShiftView;
  const initial: Partial<Fields> = group.data
    ? { ...group.data, startTime: dayjs(group.data.startTime), breakStartTime: group.data.breakStartTime ? dayjs(group.data.breakStartTime, 'HH:mm') : null }
    : { ...NEW_PAY_GROUP, startTime: dayjs(), breakStartTime: null };
  const typeOptions = (leaveOnly: boolean) => (payTypes.data?.items ?? []).filter((t) => !leaveOnly || t.leaveStatus).map((t) => ({ value: t.id, label: `${t.code} ${t.name}` }));
  const periodic = v.overtimeCalculationType === 'Weekly' || v.overtimeCalculationType === 'Pay Period';

  const field = (name: keyof Fields, label: string, input: ReactNode, rules = [] as object[], show = true) =>
    show && (
      <Col {...third}>
        <Form.Item name={name} label={label} rules={rules}>
          {input}
        </Form.Item>
      </Col>
    );
  const check = (name: keyof Fields, label: string, show = true) =>
    show && (
      <Col {...third}>
        <CheckboxField name={name}>{label}</CheckboxField>
      </Col>
    );
  /** A number checked against its range (PAY_GROUP_NUMBERS) on the field, in the words the server answers. */
  const number = (name: keyof typeof PAY_GROUP_NUMBERS, label: string, required = false, show = true) =>
    field(name, label, <NumberInput />, required ? [requiredRule, numberRule(PAY_GROUP_NUMBERS[name])] : [numberRule(PAY_GROUP_NUMBERS[name])], show);

  return (
    <Card title={id ? 'Modify Pay Group' : 'New Pay Group'} extra={id && <HistoryButton kind="payGroup" id={id} title={group.data?.name ?? ''} />}>
      <Form<Fields> form={form} layout="vertical" initialValues={initial} key={group.data?.version ?? 'new'}>
        <Row gutter={16}>
          {field('name', 'Name', <LimitedInput max={PAY_RULE_TEXT_LIMITS.name} />, [requiredRule, textRule('Name', PAY_RULE_TEXT_LIMITS.name)])}
          {field('period', 'Pay Period', <Select options={PAY_PERIODS.map((p) => ({ value: p, label: p }))} />)}
          {number('startDayOfMonth', 'Start Day of Month', true, v.period === 'Monthly')}
          {field('startTime', 'Pay Period Start Date', <DateInput format={date} />, [requiredRule])}
          {field('timeZoneId', 'Time Zone', <Select allowClear showSearch placeholder="The department's time zone" options={(timezones.data ?? []).map((z) => ({ value: z.id, label: z.name }))} />)}
          {check('active', 'Active', !!id)}
        </Row>
        <Divider orientation="left">Breaks</Divider>
        <Row gutter={16}>
          {field('breakCalculationType', 'Break Calculation', <Select options={PAY_GROUP_BREAK_TYPES.map((t) => ({ value: t, label: t }))} />, [requiredRule], multiShift)}
          {number('workTime', multiShift ? 'Break Deduct Time (hours)' : 'Work Time (hours)', false, !multiShift || v.breakCalculationType === 'Hours at Work')}
          {field('breakStartTime', 'Break Start Time', <TimeInput format="HH:mm" />, [requiredRule], multiShift && v.breakCalculationType === 'Time of Day')}
          {number('breakTime', 'Break Time (hours)')}
          {number('breakTimeException', 'Long Break Exception (minutes)')}
          {check('clockOutForBreaks', 'Clock out for breaks')}
          {check('minimumBreak', 'Minimum break', !!v.clockOutForBreaks)}
        </Row>
        <Divider orientation="left">Punches and exceptions</Divider>
        <Row gutter={16}>
          {number('punchPairCompletionTime', 'Maximum Shift Length (hours)')}
          {number('shiftThreshold', 'Shift Threshold (minutes)')}
          {number('graceTimeIn', 'Grace Time In (minutes)')}
          {number('graceTimeOut', 'Grace Time Out (minutes)')}
          {number('earlyArrivalThreshold', 'Early Arrival Threshold (minutes)', true)}
          {number('lateDepartureThreshold', 'Late Departure Threshold (minutes)', true)}
          {check('acceptEA', 'Accept early arrival')}
          {check('acceptLD', 'Accept late departure')}
          {check('payOnFinishDay', 'Pay on finish day')}
          {check('punchPairWitoutSchedule', 'Pair punches without a schedule')}
          {check('approvedUnscheduledWork', 'Approve unscheduled work')}
          {check('skipException', 'Skip exceptions')}
          {check('manualPunch', 'Manual punch', settings.allowManualPunch)}
        </Row>
        <Divider orientation="left">Overtime</Divider>
        <Row gutter={16}>
          {field('overtimeCalculationType', 'Overtime Calculation', <Select options={OVERTIME_TYPES.map((t) => ({ value: t, label: t }))} />)}
          {number('dailyOvertimeThreshold', 'Daily Overtime Threshold (hours)', true, v.overtimeCalculationType === 'Daily')}
          {number('periodOvertimeThreshold', 'Overtime Threshold (hours)', true, periodic && !v.useStandardHoursAsPeriodOvertimeThreshold)}
          {field('periodOvertimeCode', 'Overtime Pay Type', <Select allowClear options={typeOptions(false)} />, [], periodic)}
          {check('includePaidLeavesInOvertimeThreshold', 'Include paid leave in the threshold', periodic)}
          {check('useStandardHoursAsPeriodOvertimeThreshold', 'Standard hours as the threshold', periodic)}
          {check('hideApproveOT', 'Hide Approve OT')}
          {check('supervisorMAOT', 'Manually Approve OT', !v.hideApproveOT)}
        </Row>
        <Divider orientation="left">Holidays and leave</Divider>
        <Row gutter={16}>
          {number('convertUnit', 'Hours per Day')}
          {field('autoLeavePayTypeId', 'Auto Leave Pay Type', <Select options={typeOptions(true)} />, [requiredRule], !!v.autoLeave)}
          {check('calculatePublicHoliday', 'Enable public holiday')}
          {check('calculatePublicHolidayLeaveBySchedule', 'Public holiday leave by schedule', multiShift && !!v.calculatePublicHoliday)}
          {check('calculateAlternativeHoliday', 'Enable alternative holiday', !!v.calculatePublicHoliday)}
          {check('phlAbsent', 'No holiday pay when absent')}
          {check('skipHoliday', 'Skip holidays in leave')}
          {check('skipUnscheduleDay', 'Skip unscheduled days in leave')}
          {check('durationBySchedule', 'Leave duration by schedule')}
          {check('disableEmployeeApply', 'Employees cannot apply for leave')}
          {check('autoLeave', 'Auto leave on scheduled days without punches')}
        </Row>
        <Form.Item name="memo" label="Memo" rules={[textRule('Memo', 1000)]}>
          <LimitedTextArea max={1000} />
        </Form.Item>
        <FormButtons saving={saving} creating={!id} onCancel={() => navigate(-1)} onSave={(andContinue) => void save(andContinue)} />
      </Form>
    </Card>
  );
}
