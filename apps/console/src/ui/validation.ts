import type { Rule } from 'antd/es/form';

/** Spec §5: non-space text, an @, text, a dot, and at least two characters after it. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S{2,}$/;

export const emailRule: Rule = { pattern: EMAIL_PATTERN, message: 'Invalid Email address!' };

export const requiredRule: Rule = { required: true, message: 'This field is required.' };

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
