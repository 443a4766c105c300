import { Select } from 'antd';
import { useState } from 'react';
import { useEmployeeChoices } from './api';

type Option = { value: string; label: string };

/**
 * Chooses active employees by searching on the server (a company may have thousands). `known`
 * names the employees already chosen, which a search page may not hold.
 */
export function EmployeesPicker({ id, value, onChange, known }: { id?: string; value?: string[]; onChange?: (ids: string[]) => void; known: Option[] }) {
  const [search, setSearch] = useState('');
  const [named, setNamed] = useState<Option[]>(known);
  const found = useEmployeeChoices(search);
  const options = [...named.filter((o) => !found.data?.some((f) => f.value === o.value)), ...(found.data ?? [])];
  return (
    <Select<string[], Option>
      id={id}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={found.isFetching}
      maxTagCount={5}
      allowClear
      value={value}
      options={options}
      onChange={(ids, chosen) => {
        // Keep the names of the chosen ones once the search moves on.
        setNamed([...named, ...([chosen].flat().filter((o): o is Option => !!o && !named.some((n) => n.value === o.value)))]);
        onChange?.(ids);
      }}
    />
  );
}
