import { EXCEPTION_DAY_TYPES, EXCEPTION_FILTER_OPTIONS } from '@timekeep/contracts';
import { Form, Radio, Select } from 'antd';
import { useState } from 'react';
import { FilterPopover } from '../../ui/FilterPopover';
import { DEFAULT_FILTER } from './exceptions-filter';
import type { ExceptionsFilter } from './exceptions-filter';

/** Document 3 §9: the exception type and the day type (the previous or current pay period), applied on Search. */
export function ExceptionsSearchPopover({ value, onChange }: { value: ExceptionsFilter; onChange: (filter: ExceptionsFilter) => void }) {
  const [draft, setDraft] = useState<ExceptionsFilter>(value);
  const active = (value.type !== DEFAULT_FILTER.type ? 1 : 0) + (value.dayType !== DEFAULT_FILTER.dayType ? 1 : 0);
  return (
    <FilterPopover active={active} onOpen={() => setDraft(value)} onReset={() => setDraft(DEFAULT_FILTER)} onSearch={() => onChange(draft)}>
      {/* Fourteen choices, all in the page (no virtual list): a long list scrolls, and each can be reached by the keys and found by name. */}
      <Form.Item label="Exception Type">
        <Select aria-label="Exception Type" virtual={false} options={[...EXCEPTION_FILTER_OPTIONS]} value={draft.type} onChange={(type) => setDraft({ ...draft, type })} />
      </Form.Item>
      <Form.Item label="Day Type">
        <Radio.Group options={[...EXCEPTION_DAY_TYPES]} value={draft.dayType} onChange={(e) => setDraft({ ...draft, dayType: e.target.value })} />
      </Form.Item>
    </FilterPopover>
  );
}
