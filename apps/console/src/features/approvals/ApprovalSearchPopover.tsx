import { APPROVAL_STATUSES, type TimeApprovalFilter } from '@timekeep/contracts';
import { Form, Radio } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FilterPopover } from '../../ui/FilterPopover';
import { DateRangeInput } from '../../ui/inputs';

type Period = 'Dates' | 'Previous';

/** The time approvals' Search popover (document 3 §2): status, and a date range or each employee's previous pay period. */
export function ApprovalSearchPopover({ value, onChange }: { value: TimeApprovalFilter; onChange: (filter: TimeApprovalFilter) => void }) {
  const [draft, setDraft] = useState<TimeApprovalFilter>(value);
  const active = (value.status ? 1 : 0) + (value.period || value.startDate || value.endDate ? 1 : 0);
  const period: Period = draft.period === 'Previous' ? 'Previous' : 'Dates';
  return (
    <FilterPopover active={active} onOpen={() => setDraft(value)} onReset={() => setDraft({})} onSearch={() => onChange(draft)}>
      <Form.Item label="Status">
        <Radio.Group options={['All', ...APPROVAL_STATUSES]} value={draft.status ?? 'All'} onChange={(e) => setDraft({ ...draft, status: e.target.value === 'All' ? undefined : e.target.value })} />
      </Form.Item>
      <Form.Item label="Period">
        <Radio.Group
          options={[
            { value: 'Dates', label: 'Dates' },
            { value: 'Previous', label: 'Previous pay period' },
          ]}
          value={period}
          onChange={(e) => setDraft(e.target.value === 'Previous' ? { status: draft.status, period: 'Previous' } : { status: draft.status })}
        />
      </Form.Item>
      {period === 'Dates' && (
        <Form.Item label="Date range">
          <DateRangeInput
            aria-label="Date range"
            value={draft.startDate && draft.endDate ? [dayjs(draft.startDate), dayjs(draft.endDate)] : null}
            onChange={(range) => setDraft({ status: draft.status, startDate: range?.[0]?.format('YYYY-MM-DD'), endDate: range?.[1]?.format('YYYY-MM-DD') })}
          />
        </Form.Item>
      )}
    </FilterPopover>
  );
}
