import { Input, Select, TreeSelect } from 'antd';
import type { SelectProps, TreeSelectProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';

/** Spec §5: text areas are five rows. */
export function TextArea(props: TextAreaProps) {
  return <Input.TextArea rows={5} {...props} />;
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
