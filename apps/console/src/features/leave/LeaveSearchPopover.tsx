import { LEAVE_STATUSES } from '@timekeep/contracts';
import { Form, Radio } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FilterPopover } from '../../ui/FilterPopover';
import { DateRangeInput } from '../../ui/inputs';
import type { LeaveFilter } from './leave-rules';

/** The leave list's Search popover (document 2 §2): a date range and a status. */
export function LeaveSearchPopover({ value, onChange }: { value: LeaveFilter; onChange: (filter: LeaveFilter) => void }) {
  const [draft, setDraft] = useState<LeaveFilter>(value);
  const active = (value.status ? 1 : 0) + (value.startDate || value.endDate ? 1 : 0);
  return (
    <FilterPopover active={active} onOpen={() => setDraft(value)} onReset={() => setDraft({})} onSearch={() => onChange(draft)}>
      <Form.Item label="Date range">
        <DateRangeInput
          aria-label="Date range"
          value={draft.startDate && draft.endDate ? [dayjs(draft.startDate), dayjs(draft.endDate)] : null}
          onChange={(range) => setDraft({ status: draft.status, startDate: range?.[0]?.format('YYYY-MM-DD'), endDate: range?.[1]?.format('YYYY-MM-DD') })}
        />
      </Form.Item>
      <Form.Item label="Status">
        <Radio.Group options={['All', ...LEAVE_STATUSES]} value={draft.status ?? 'All'} onChange={(e) => setDraft({ ...draft, status: e.target.value === 'All' ? undefined : e.target.value })} />
      </Form.Item>
    </FilterPopover>
  );
}
