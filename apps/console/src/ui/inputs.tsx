import { Checkbox, DatePicker, Form, Input, InputNumber, Select, TimePicker, TreeSelect } from 'antd';
import type { DatePickerProps, InputNumberProps, RefSelectProps, SelectProps, TimePickerProps, TreeSelectProps } from 'antd';
import type { InputProps, PasswordProps, TextAreaProps } from 'antd/es/input';
import type { RangePickerProps } from 'antd/es/date-picker';
import dayjs from 'dayjs';
import type { ReactNode, Ref } from 'react';
import { DATE_RANGE_PRESETS } from './date-ranges';
import styles from './kit.module.css';
import { useAriaRequiredOnInputOnly } from './select-aria';

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ') || undefined;

/** Spec §5: text areas are five rows. */
export function TextArea(props: TextAreaProps) {
  return <Input.TextArea rows={5} {...props} />;
}

/**
 * Text with a limit (issue 28, ADR 0051). antd's maxLength cuts a paste to fit or stops the typing
 * without a word, so what was saved is not what was meant; these keep every character, show the
 * count (red past `max`), and leave the refusal to the field's textRule (ui/validation), in the
 * words the server answers. Every text field with a limit is one of these; maxLength is only for a
 * fixed format typed character by character (a PIN).
 */
export function LimitedInput({ max, ...props }: Omit<InputProps, 'maxLength' | 'count'> & { max: number }) {
  return <Input count={{ show: true, max }} {...props} />;
}

export function LimitedTextArea({ max, ...props }: Omit<TextAreaProps, 'maxLength' | 'count'> & { max: number }) {
  return <TextArea count={{ show: true, max }} {...props} />;
}

export function LimitedPassword({ max, ...props }: Omit<PasswordProps, 'maxLength' | 'count'> & { max: number }) {
  return <Input.Password count={{ show: true, max }} {...props} />;
}

/**
 * A number field that keeps what was typed. antd's min and max move an out-of-range value into range
 * on blur (Pay Rate -5 became 0.00 and was saved): bounds belong in the field's numberRule
 * (ui/validation), which refuses the value on the field in the server's words. Whole numbers are
 * the rule's to hold too; precision only where the server stores that precision anyway.
 * It fills its column unless `block` is false (antd's own width, or the caller's class).
 */
export function NumberInput({ block = true, className, ...props }: Omit<InputNumberProps<number>, 'min' | 'max'> & { block?: boolean }) {
  return <InputNumber<number> className={classes(block && styles.block, className)} {...props} />;
}

/** A date field as wide as its column. */
export function DateInput(props: DatePickerProps) {
  return <DatePicker className={styles.block} {...props} />;
}

/** The spec's presets (document 1 §9), each read from today when it is chosen: a page left open overnight still means the new day. */
const RANGE_PRESETS = DATE_RANGE_PRESETS.map(({ label, range }) => ({ label, value: () => range(dayjs()) }));

/**
 * Every date range of the console: the spec's presets beside the calendars (weeks from Monday, set
 * for the app in app/dates.ts). As wide as its column unless `block` is false (a toolbar's).
 */
export function DateRangeInput({ block = true, className, ...props }: RangePickerProps & { block?: boolean }) {
  return <DatePicker.RangePicker presets={RANGE_PRESETS} className={classes(block && styles.block, className)} classNames={{ popup: { root: styles.rangePopup } }} {...props} />;
}

/** A time-of-day field as wide as its column. */
export function TimeInput(props: TimePickerProps) {
  return <TimePicker className={styles.block} {...props} />;
}

/** A select as wide as its column (a table cell's, say). */
export function BlockSelect<V>({ ref, ...props }: SelectProps<V> & { ref?: Ref<RefSelectProps> }) {
  return <Select<V> ref={useAriaRequiredOnInputOnly(ref)} className={styles.block} {...props} />;
}

/** A form's tick box with its label beside it, in a grid of them (closer together than other fields). */
export function CheckboxField({ name, disabled, children }: { name: string; disabled?: boolean; children: ReactNode }) {
  return (
    <Form.Item name={name} valuePropName="checked" className={styles.checkboxField}>
      <Checkbox disabled={disabled}>{children}</Checkbox>
    </Form.Item>
  );
}

export const SELECT_ALL = '__select_all__';
const MAX_TAGS = 5;

type Option = { value: string; label: React.ReactNode };

/**
 * Spec §5: a multi-select shows at most 5 tags, offers select-all, and drops chosen values that
 * are not among the options (a department since deleted, say) rather than showing a bare id.
 */
export function MultiSelect({ options, value, onChange, ref: outerRef, ...rest }: Omit<SelectProps<string[]>, 'mode' | 'options'> & { options: Option[]; ref?: Ref<RefSelectProps> }) {
  const known = new Set(options.map((o) => o.value));
  const current = (value ?? []).filter((v) => known.has(v));
  const allChosen = options.length > 0 && current.length === options.length;
  const ref = useAriaRequiredOnInputOnly(outerRef);
  return (
    <Select<string[]>
      ref={ref}
      mode="multiple"
      maxTagCount={MAX_TAGS}
      allowClear
      optionFilterProp="label"
      {...rest}
      value={current}
      options={options.length ? [{ value: SELECT_ALL, label: allChosen ? 'Clear all' : 'Select all' }, ...options] : []}
      onChange={(next, option) => {
        const chosen = next.includes(SELECT_ALL) ? (allChosen ? [] : options.map((o) => o.value)) : next.filter((v) => known.has(v));
        onChange?.(chosen, option);
      }}
    />
  );
}

/** Spec §5: tree selects show at most 5 tags with a 400px dropdown. */
export function TreeMultiSelect({ ref, ...props }: TreeSelectProps<string[]> & { ref?: Ref<RefSelectProps> }) {
  return <TreeSelect<string[]> ref={useAriaRequiredOnInputOnly(ref)} multiple treeCheckable maxTagCount={MAX_TAGS} listHeight={400} showCheckedStrategy={TreeSelect.SHOW_PARENT} allowClear treeDefaultExpandAll {...props} />;
}

/**
 * A secret the server keeps and never sends back (a password, key or PIN): blank keeps the stored
 * one, and the placeholder says one is set.
 */
export function KeptSecretInput({ isSet, ...props }: Omit<PasswordProps, 'placeholder' | 'autoComplete'> & { isSet: boolean }) {
  return <Input.Password autoComplete="new-password" placeholder={isSet ? 'Set; type to change' : undefined} {...props} />;
}
