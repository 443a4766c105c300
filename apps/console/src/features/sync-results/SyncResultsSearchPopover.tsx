import { SYNC_STATUSES, SYNC_TYPES, type SyncStatus } from '@timekeep/contracts';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FilterPopover } from '../../ui/FilterPopover';
import { DateRangeInput, MultiSelect } from '../../ui/inputs';
import type { SyncFilter } from './api';

const EMPTY: SyncFilter = { types: [], statuses: [] };

/** The Sync Results' Search popover (document 3 §2): a date range, multi-select Type, multi-select Status. */
export function SyncResultsSearchPopover({ value, onChange }: { value: SyncFilter; onChange: (filter: SyncFilter) => void }) {
  const [draft, setDraft] = useState<SyncFilter>(value);
  const active = (value.startDate || value.endDate ? 1 : 0) + (value.types.length ? 1 : 0) + (value.statuses.length ? 1 : 0);
  return (
    <FilterPopover active={active} onOpen={() => setDraft(value)} onReset={() => setDraft(EMPTY)} onSearch={() => onChange(draft)}>
      <Form.Item label="Date range">
        <DateRangeInput
          aria-label="Date range"
          value={draft.startDate && draft.endDate ? [dayjs(draft.startDate), dayjs(draft.endDate)] : null}
          onChange={(range) => setDraft({ ...draft, startDate: range?.[0]?.format('YYYY-MM-DD'), endDate: range?.[1]?.format('YYYY-MM-DD') })}
        />
      </Form.Item>
      <Form.Item label="Type">
        <MultiSelect aria-label="Type" options={SYNC_TYPES.map((t) => ({ value: t, label: t }))} value={draft.types} onChange={(types) => setDraft({ ...draft, types })} />
      </Form.Item>
      <Form.Item label="Status">
        <MultiSelect aria-label="Status" options={SYNC_STATUSES.map((s) => ({ value: s, label: s }))} value={draft.statuses} onChange={(statuses) => setDraft({ ...draft, statuses: statuses as SyncStatus[] })} />
      </Form.Item>
    </FilterPopover>
  );
}
