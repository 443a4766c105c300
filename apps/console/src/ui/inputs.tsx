import { Input, InputNumber, Select, TreeSelect } from 'antd';
import type { InputNumberProps, SelectProps, TreeSelectProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';

/** Spec §5: text areas are five rows. */
export function TextArea(props: TextAreaProps) {
  return <Input.TextArea rows={5} {...props} />;
}

/**
 * A number field that keeps what was typed. antd's min and max move an out-of-range value into range
 * on blur (Pay Rate -5 became 0.00 and was saved): bounds belong in the field's numberRule
 * (ui/validation), which refuses the value on the field in the server's words. Whole numbers are
 * the rule's to hold too; precision only where the server stores that precision anyway.
 */
export function NumberInput(props: Omit<InputNumberProps<number>, 'min' | 'max'>) {
  return <InputNumber<number> style={{ width: '100%' }} {...props} />;
}

export const SELECT_ALL = '__select_all__';
const MAX_TAGS = 5;

type Option = { value: string; label: React.ReactNode };

/**
 * Spec §5: a multi-select shows at most 5 tags, offers select-all, and drops chosen values that
 * are not among the options (a department since deleted, say) rather than showing a bare id.
 */
export function MultiSelect({ options, value, onChange, ...rest }: Omit<SelectProps<string[]>, 'mode' | 'options'> & { options: Option[] }) {
  const known = new Set(options.map((o) => o.value));
  const current = (value ?? []).filter((v) => known.has(v));
  const allChosen = options.length > 0 && current.length === options.length;
  return (
    <Select<string[]>
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
export function TreeMultiSelect(props: TreeSelectProps<string[]>) {
  return <TreeSelect<string[]> multiple treeCheckable maxTagCount={MAX_TAGS} listHeight={400} showCheckedStrategy={TreeSelect.SHOW_PARENT} allowClear treeDefaultExpandAll {...props} />;
}
