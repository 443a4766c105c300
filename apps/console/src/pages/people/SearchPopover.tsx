import { FilterOutlined } from '@ant-design/icons';
import { EMPLOYEE_STATUSES, EmployeeStatus } from '@timekeep/contracts';
import { Badge, Button, Form, Popover, Radio, Space } from 'antd';
import { useState } from 'react';
import { TreeMultiSelect } from '../../ui/inputs';
import { useDepartmentOptions } from './people-api';

export interface PeopleFilter {
  status?: EmployeeStatus;
  departmentIds: string[];
}

/** The lists' Search popover (spec §2): by status and departments, applied on Search. */
export function SearchPopover({ value, onChange }: { value: PeopleFilter; onChange: (filter: PeopleFilter) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PeopleFilter>(value);
  const departments = useDepartmentOptions();
  const active = (value.status ? 1 : 0) + (value.departmentIds.length ? 1 : 0);
  const content = (
    <Form layout="vertical" style={{ width: 320 }}>
      <Form.Item label="Status">
        <Radio.Group options={['All', ...EMPLOYEE_STATUSES]} value={draft.status ?? 'All'} onChange={(e) => setDraft({ ...draft, status: e.target.value === 'All' ? undefined : e.target.value })} />
      </Form.Item>
      <Form.Item label="Departments">
        <TreeMultiSelect aria-label="Departments" treeData={departments} value={draft.departmentIds} onChange={(ids) => setDraft({ ...draft, departmentIds: ids })} />
      </Form.Item>
      <Space>
        <Button onClick={() => setDraft({ departmentIds: [] })}>Reset</Button>
        <Button
          type="primary"
          onClick={() => {
            onChange(draft);
            setOpen(false);
          }}
        >
          Search
        </Button>
      </Space>
    </Form>
  );
  return (
    <Popover trigger="click" placement="bottomLeft" open={open} onOpenChange={(next) => (setOpen(next), next && setDraft(value))} content={content}>
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />} aria-label="Search">
          Search
        </Button>
      </Badge>
    </Popover>
  );
}
