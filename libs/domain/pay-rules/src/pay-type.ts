import { ConversionMode, PAY_TYPE_NUMBERS, PayTypeFlags } from '@timekeep/contracts';
import { checkedNumber, PAY_RULE_EVENTS, PayRuleBody, PayRuleError, PayRuleEvent, PayRuleState } from './catalogue';

export interface PayTypeFields extends PayTypeFlags {
  code: string;
  exportCode: string | null;
  xeroGuid: string | null;
  conversion: ConversionMode;
  ctDay: number;
  isDefault: boolean;
}

export interface PayTypeInput extends Partial<Omit<PayTypeFlags, 'payRateFactor'>> {
  code: string;
  name: string;
  exportCode?: string | null;
  active?: boolean;
  payRateFactor?: number | null;
  conversion?: ConversionMode;
  ctDay?: number | null;
}

/** A new pay type: active, hidden from employees, exported, one hour per day (document 2 §4, §9). */
export const NEW_PAY_TYPE = { active: true, hideFromEmp: true, shouldExport: true, ctDay: 1, conversion: 'ctDay' as ConversionMode };

/**
 * Document 2 §5: code and name required; the overtime factor a number above 0. Allowance and leave
 * exclude each other; leave-only flags mean nothing on other types and are cleared.
 */
export function checkPayType(input: PayTypeInput, current: PayTypeFields | null = null): PayRuleBody<PayTypeFields> {
  const name = input.name.trim();
  const code = current ? current.code : input.code.trim();
  if (!name || !code) throw new PayRuleError('invalid', 'This field is required.');
  const factor = checkedNumber(input.payRateFactor ?? 1, PAY_TYPE_NUMBERS.payRateFactor);
  const ctDay = checkedNumber(input.ctDay ?? NEW_PAY_TYPE.ctDay, PAY_TYPE_NUMBERS.ctDay);
  if (input.isAllowance && input.leaveStatus) throw new PayRuleError('invalid', 'A pay type is an allowance or a leave type, not both.');
  const leave = Boolean(input.leaveStatus);
  return {
    name,
    active: input.active ?? NEW_PAY_TYPE.active,
    systemCode: null,
    fields: {
      code,
      exportCode: input.exportCode?.trim() || null,
      xeroGuid: current?.xeroGuid ?? null,
      hideFromEmp: input.hideFromEmp ?? NEW_PAY_TYPE.hideFromEmp,
      shouldExport: input.shouldExport ?? NEW_PAY_TYPE.shouldExport,
      isAllowance: Boolean(input.isAllowance),
      leaveStatus: leave,
      paidLeave: leave && Boolean(input.paidLeave),
      allowNegativeLeave: leave && Boolean(input.allowNegativeLeave),
      hideBalance: leave && Boolean(input.hideBalance),
      isOvertime: Boolean(input.isOvertime),
      payRateFactor: factor,
      conversion: input.conversion ?? NEW_PAY_TYPE.conversion,
      ctDay,
      isDefault: current?.isDefault ?? false,
    },
  };
}

/** What kind of pay a type is, for lists and the engine: its flags, in order of precedence. */
export const payTypeCategory = (fields: Pick<PayTypeFields, 'isAllowance' | 'leaveStatus' | 'isOvertime'>): 'Allowance' | 'Leave' | 'Overtime' | 'Ordinary' =>
  fields.isAllowance ? 'Allowance' : fields.leaveStatus ? 'Leave' : fields.isOvertime ? 'Overtime' : 'Ordinary';

/**
 * The system default pay types every new company gets (issue 4): what the time engine pays
 * ordinary time, overtime, public holidays, alternative holidays and the common leave under.
 * Codes are stable: rules and exports find them by code.
 */
export const DEFAULT_PAY_TYPES: ReadonlyArray<PayTypeInput & { code: string }> = [
  { code: 'ORD', name: 'Ordinary Time' },
  { code: 'OT15', name: 'Overtime 1.5', isOvertime: true, payRateFactor: 1.5 },
  { code: 'OT20', name: 'Overtime 2.0', isOvertime: true, payRateFactor: 2 },
  { code: 'PH', name: 'Public Holiday Worked', payRateFactor: 1.5 },
  { code: 'PHNW', name: 'Public Holiday Not Worked', leaveStatus: true, paidLeave: true, conversion: 'byStandardHour' },
  { code: 'ALT', name: 'Alternative Holiday', leaveStatus: true, paidLeave: true, conversion: 'byStandardHour', hideFromEmp: false },
  { code: 'AL', name: 'Annual Leave', leaveStatus: true, paidLeave: true, conversion: 'byStandardHour', hideFromEmp: false },
  { code: 'SL', name: 'Sick Leave', leaveStatus: true, paidLeave: true, conversion: 'byStandardHour', hideFromEmp: false },
  { code: 'BL', name: 'Bereavement Leave', leaveStatus: true, paidLeave: true, conversion: 'byStandardHour', hideFromEmp: false },
  { code: 'FVL', name: 'Family Violence Leave', leaveStatus: true, paidLeave: true, conversion: 'byStandardHour', hideFromEmp: false },
  { code: 'UL', name: 'Unpaid Leave', leaveStatus: true, paidLeave: false, allowNegativeLeave: true, hideBalance: true, hideFromEmp: false },
  { code: 'GTU', name: 'Guaranteed Hours Top-up' },
  { code: 'MEAL', name: 'Meal Allowance', isAllowance: true },
];

export function defaultPayTypeBodies(): Array<PayRuleBody<PayTypeFields>> {
  return DEFAULT_PAY_TYPES.map((input) => {
    const body = checkPayType(input);
    return { ...body, systemCode: `default:${input.code}`, fields: { ...body.fields, isDefault: true } };
  });
}

/**
 * Links a pay type to the Xero earnings rate its hours are sent under (a Xero sync; ADR 0037), or
 * unlinks it: the pay type saved with the link, as any save. The same link records nothing.
 */
export function decidePayTypeXeroLink(state: PayRuleState<PayTypeFields>, id: string, xeroGuid: string | null): PayRuleEvent<PayTypeFields>[] {
  if (!state.body || state.deleted || state.body.fields.xeroGuid === xeroGuid) return [];
  return [{ type: PAY_RULE_EVENTS.payType.saved, v: 1, data: { id, ...state.body, fields: { ...state.body.fields, xeroGuid } } }];
}
