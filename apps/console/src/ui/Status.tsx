import { Form, Radio, Tag } from 'antd';
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
