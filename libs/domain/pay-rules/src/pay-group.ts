import { PAY_GROUP_NUMBERS, PayGroupFields, REQUIRED_TEXT } from '@timekeep/contracts';
import { checkedNumber, PayRuleBody, PayRuleError } from './catalogue';

export interface PayGroupInput extends PayGroupFields {
  name: string;
  active: boolean;
}

/** What the checks need from the company and its pay types. */
export interface PayGroupContext {
  /** Company setting multiShiftView: break options are offered only in multi-shift mode. */
  multiShift: boolean;
  allowManualPunch: boolean;
  payTypes: ReadonlyMap<string, { leave: boolean }>;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function need(condition: boolean, message = REQUIRED_TEXT): void {
  if (!condition) throw new PayRuleError('invalid', message);
}

/** The pay group's numbers that are always in use; the others only with the choice that shows them. */
const ALWAYS_CHECKED = ['earlyArrivalThreshold', 'lateDepartureThreshold', 'shiftThreshold', 'graceTimeIn', 'graceTimeOut', 'breakTimeException', 'workTime', 'breakTime', 'convertUnit'] as const;

/**
 * Document 3 §3-§5: the required fields and visibility rules of a pay group. A field the form
 * hides is stored as its neutral value, so a hidden leftover never changes what the engine pays.
 */
export function checkPayGroup(input: PayGroupInput, context: PayGroupContext): PayRuleBody<PayGroupFields> {
  const name = input.name.trim();
  need(!!name);
  need(DATE.test(input.startTime) && !Number.isNaN(Date.parse(input.startTime)), 'The pay period start date is required.');
  const monthly = input.period === 'Monthly';
  if (monthly) checkedNumber(input.startDayOfMonth, PAY_GROUP_NUMBERS.startDayOfMonth);
  for (const field of ALWAYS_CHECKED) checkedNumber(input[field], PAY_GROUP_NUMBERS[field]);
  if (input.punchPairCompletionTime !== null) checkedNumber(input.punchPairCompletionTime, PAY_GROUP_NUMBERS.punchPairCompletionTime);

  // Single-shift companies pick no break type: a break time is deducted after the work time.
  const breakType = context.multiShift ? input.breakCalculationType : input.breakTime > 0 ? 'Hours at Work' : 'None';
  if (breakType === 'Time of Day') need(!!input.breakStartTime && TIME.test(input.breakStartTime), 'The break start time is required.');

  const overtime = input.overtimeCalculationType;
  const periodOvertime = overtime === 'Weekly' || overtime === 'Pay Period';
  if (overtime === 'Daily') {
    need(input.dailyOvertimeThreshold !== null);
    checkedNumber(input.dailyOvertimeThreshold as number, PAY_GROUP_NUMBERS.dailyOvertimeThreshold);
  }
  const useStandardHours = periodOvertime && input.useStandardHoursAsPeriodOvertimeThreshold;
  if (periodOvertime && !useStandardHours) {
    need(input.periodOvertimeThreshold !== null);
    checkedNumber(input.periodOvertimeThreshold as number, PAY_GROUP_NUMBERS.periodOvertimeThreshold);
  }
  const overtimeCode = periodOvertime ? input.periodOvertimeCode : null;
  if (overtimeCode) need(context.payTypes.has(overtimeCode), 'The overtime pay type does not exist.');

  if (input.autoLeave) {
    need(!!input.autoLeavePayTypeId);
    need(context.payTypes.get(input.autoLeavePayTypeId as string)?.leave === true, 'The auto leave pay type must be a leave type.');
  }
  const publicHoliday = input.calculatePublicHoliday;

  return {
    name,
    active: input.active,
    systemCode: null,
    fields: {
      ...withoutIdentity(input),
      startDayOfMonth: monthly ? input.startDayOfMonth : 1,
      timeZoneId: input.timeZoneId || null,
      breakCalculationType: breakType,
      breakStartTime: breakType === 'Time of Day' ? input.breakStartTime : null,
      dailyOvertimeThreshold: overtime === 'Daily' ? input.dailyOvertimeThreshold : null,
      includePaidLeavesInOvertimeThreshold: periodOvertime && input.includePaidLeavesInOvertimeThreshold,
      useStandardHoursAsPeriodOvertimeThreshold: useStandardHours,
      periodOvertimeThreshold: periodOvertime && !useStandardHours ? input.periodOvertimeThreshold : null,
      periodOvertimeCode: overtimeCode,
      autoLeavePayTypeId: input.autoLeave ? input.autoLeavePayTypeId : null,
      calculatePublicHolidayLeaveBySchedule: context.multiShift && publicHoliday && input.calculatePublicHolidayLeaveBySchedule,
      calculateAlternativeHoliday: publicHoliday && input.calculateAlternativeHoliday,
      supervisorMAOT: !input.hideApproveOT && input.supervisorMAOT,
      manualPunch: context.allowManualPunch && input.manualPunch,
      memo: input.memo?.trim() || null,
    },
  };
}

const withoutIdentity = ({ name: _name, active: _active, ...fields }: PayGroupInput): PayGroupFields => fields;
