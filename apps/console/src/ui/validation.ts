import type { Rule } from 'antd/es/form';
import type { ScrollFocusOptions } from 'antd/es/form/Form';
import type { NamePath } from 'antd/es/form/interface';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { DateWindow, dateWindowOf, dateWindowProblem, EMAIL_PATTERN, hireDateWindowOf, INVALID_EMAIL_TEXT, isEmail, NumberRange, numberProblem, REQUIRED_TEXT, splitEmails, textTooLong } from '@timekeep/contracts';

export const emailRule: Rule = { pattern: EMAIL_PATTERN, message: INVALID_EMAIL_TEXT };

export const requiredRule: Rule = { required: true, message: REQUIRED_TEXT };

/** A comma-separated list of addresses: each must be valid (spec §5). */
export const emailListRule: Rule = {
  validator: (_, value: string | undefined) => (splitEmails(value).every(isEmail) ? Promise.resolve() : Promise.reject(new Error(INVALID_EMAIL_TEXT))),
};

/**
 * A number within its range (libs/contracts), else the range's sentence on the field: the same words
 * the server answers. A blank field is left to requiredRule.
 */
export function numberRule(ranges: NumberRange | readonly NumberRange[]): Rule {
  return {
    validator: (_, value: number | null | undefined) => {
      const problem = value === null || value === undefined ? null : numberProblem(value, ranges);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}

/**
 * Text within its limit (libs/contracts), else the limit's sentence on the field: the input shows
 * the count (`count={{ show: true, max }}`) and keeps what was typed or pasted, never cut to fit
 * (ADR 0051; antd's maxLength would cut a paste silently).
 */
export function textRule(what: string, max: number): Rule {
  return { validator: (_, value: string | null | undefined) => { const problem = textProblem(what, max, value); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } };
}

/** The same check for a field outside a Form (a reason in a modal, a cell of a table): the sentence, or null. */
export const textProblem = (what: string, max: number, value: string | null | undefined): string | null => (value && value.length > max ? textTooLong(what, max) : null);

/**
 * A date within the dates the product takes (ADR 0051), in the server's words. The console knows
 * the default window; an install that sets another is still refused by the server, in a message.
 */
export function dateWindowRule(what: string, window: (today: string) => DateWindow = dateWindowOf): Rule {
  return {
    validator: (_, value: Dayjs | null | undefined) => {
      const problem = value && value.isValid() ? dateWindowProblem(value.format('YYYY-MM-DD'), window(dayjs().format('YYYY-MM-DD')), what) : null;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}

/** Hire and terminate dates reach further back than the records of time (HIRE_DATE_YEARS_BACK). */
export const hireDateRule = (what: string) => dateWindowRule(what, (today) => hireDateWindowOf(today));

export const newPasswordRules: Rule[] = [
  { required: true, message: 'Please input your password!' },
  { min: 8, message: 'The password must be at least 8 characters.' },
];

/** Confirmation required and equal to the field it confirms (spec §5). */
export function confirmPasswordRules(field: string): Rule[] {
  return [
    { required: true, message: 'Please confirm your password!' },
    ({ getFieldValue }) => ({
      validator: (_, value) => (!value || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error('The two passwords that you entered do not match!'))),
    }),
  ];
}

interface Validatable<T> {
  validateFields: () => Promise<T>;
  scrollToField?: (name: NamePath, options?: ScrollFocusOptions) => void;
}

/**
 * The form's values when valid; otherwise null, the form showing what is wrong (never an unhandled
 * rejection) with its first field in error scrolled into view and focused: a long form (the
 * employee's) otherwise failed with the errors out of sight. antd's `scrollToFirstError` does this
 * only for a form submitted through onFinish; these forms validate on a button's click.
 */
export const validated = <T,>(form: Validatable<T>): Promise<T | null> =>
  form.validateFields().catch((error: { errorFields?: Array<{ name: NamePath }> }) => {
    const first = error?.errorFields?.[0];
    if (first) form.scrollToField?.(first.name, { block: 'center', focus: true });
    return null;
  });
