import { EMPLOYEE_STATUSES } from '@timekeep/contracts';
import { Form, Radio } from 'antd';
import { useState } from 'react';
import { FilterPopover } from '../../ui/FilterPopover';
import { TreeMultiSelect } from '../../ui/inputs';
import { useDepartmentOptions } from '../structure/api';
import type { PeopleFilter } from './api';

/** The lists' Search popover (spec §2): by status and departments, applied on Search. */
export function SearchPopover({ value, onChange }: { value: PeopleFilter; onChange: (filter: PeopleFilter) => void }) {
  const [draft, setDraft] = useState<PeopleFilter>(value);
  const departments = useDepartmentOptions();
  const active = (value.status ? 1 : 0) + (value.departmentIds.length ? 1 : 0);
  return (
    <FilterPopover active={active} wide onOpen={() => setDraft(value)} onReset={() => setDraft({ departmentIds: [] })} onSearch={() => onChange(draft)}>
      <Form.Item label="Status">
        <Radio.Group options={['All', ...EMPLOYEE_STATUSES]} value={draft.status ?? 'All'} onChange={(e) => setDraft({ ...draft, status: e.target.value === 'All' ? undefined : e.target.value })} />
      </Form.Item>
      <Form.Item label="Departments">
        <TreeMultiSelect aria-label="Departments" treeData={departments} value={draft.departmentIds} onChange={(ids) => setDraft({ ...draft, departmentIds: ids })} />
      </Form.Item>
    </FilterPopover>
  );
}
