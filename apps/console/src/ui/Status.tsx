import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Form, Popover, Radio, Space, Tag } from 'antd';
import { useState } from 'react';

const CHOICES = [
  { label: 'All', value: 'all' },
  { label: 'Active', value: 'true' },
  { label: 'Inactive', value: 'false' },
];

/** A catalogue list's Search popover: by Active/Inactive status, applied on Search. `value` is the list's status parameter. */
export function StatusSearch({ value, onChange }: { value: string | undefined; onChange: (status: string | undefined) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value ?? 'all');
  const content = (
    <Form layout="vertical" style={{ width: 260 }}>
      <Form.Item label="Status">
        <Radio.Group options={CHOICES} value={draft} onChange={(e) => setDraft(e.target.value)} />
      </Form.Item>
      <Space>
        <Button onClick={() => setDraft('all')}>Reset</Button>
        <Button
          type="primary"
          onClick={() => {
            onChange(draft === 'all' ? undefined : draft);
            setOpen(false);
          }}
        >
          Search
        </Button>
      </Space>
    </Form>
  );
  return (
    <Popover trigger="click" placement="bottomLeft" open={open} onOpenChange={(next) => (setOpen(next), next && setDraft(value ?? 'all'))} content={content}>
      <Badge count={value ? 1 : 0} size="small">
        <Button icon={<FilterOutlined />} aria-label="Search">
          Search
        </Button>
      </Badge>
    </Popover>
  );
}

export const StatusTag = ({ active }: { active: boolean }) => (active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>);
