import { Form, Radio, Select, Tag } from 'antd';
import styles from './kit.module.css';
import { useState } from 'react';
import { FilterPopover } from './FilterPopover';

const CHOICES = [
  { label: 'All', value: 'all' },
  { label: 'Active', value: 'true' },
  { label: 'Inactive', value: 'false' },
];

/** A catalogue list's Search popover: by Active/Inactive status. `value` is the list's status parameter. */
export function StatusSearch({ value, onChange }: { value: string | undefined; onChange: (status: string | undefined) => void }) {
  const [draft, setDraft] = useState(value ?? 'all');
  return (
    <FilterPopover active={value ? 1 : 0} onOpen={() => setDraft(value ?? 'all')} onReset={() => setDraft('all')} onSearch={() => onChange(draft === 'all' ? undefined : draft)}>
      <Form.Item label="Status">
        <Radio.Group options={CHOICES} value={draft} onChange={(e) => setDraft(e.target.value)} />
      </Form.Item>
    </FilterPopover>
  );
}

export const StatusTag = ({ active }: { active: boolean }) => (active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>);

export type StatusChoice = 'true' | 'false' | 'all';

/** A catalogue list's status filter in its toolbar: Active (the default), Inactive or All. */
export function StatusSelect({ value, onChange }: { value: StatusChoice; onChange: (status: StatusChoice) => void }) {
  return (
    <Select<StatusChoice>
      aria-label="Status"
      value={value}
      className={styles.statusSelect}
      onChange={onChange}
      options={[
        { value: 'true', label: 'Active' },
        { value: 'false', label: 'Inactive' },
        { value: 'all', label: 'All' },
      ]}
    />
  );
}
