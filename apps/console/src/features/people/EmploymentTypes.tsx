import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPLOYMENT_TYPES, EmploymentType, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { App, Button, Divider, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useFormats } from '../../ui/formats';
import { IconButton } from '../../ui/IconButton';
import { BlockSelect, DateInput } from '../../ui/inputs';
import { keys, saveEmploymentTypes, fetchEmploymentTypes } from './api';
import styles from './people.module.css';

type Row = { key: number; from: string | null; type: EmploymentType | null };

/**
 * An employee's employment types, each from a date (issue 32, ADR 0074): the pay conditions' casual
 * loading and minimum engagement read the type of each pay date. Saved on its own: a change that
 * would pay a closed period's day differently is refused with the closed-period text.
 */
export function EmploymentTypes({ employeeId, editable }: { employeeId: string; editable: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { date } = useFormats();
  const stored = useQuery({ queryKey: keys.employmentTypes(employeeId), queryFn: () => fetchEmploymentTypes(employeeId) });
  const [rows, setRows] = useState<Row[] | null>(null);
  const [saving, setSaving] = useState(false);
  const current = rows ?? (stored.data?.employmentTypes ?? []).map((t, key) => ({ key, ...t }));
  const edit = (key: number, change: Partial<Row>) => setRows(current.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const incomplete = current.some((r) => !r.from || !r.type);

  async function save() {
    setSaving(true);
    try {
      const reply = await saveEmploymentTypes(employeeId, { employmentTypes: current.map((r) => ({ from: r.from as string, type: r.type as EmploymentType })), version: stored.data?.version });
      if (reply.message === 'closedPeriod') message.warning(TIMESHEET_TEXTS.closedPeriod);
      else {
        message.success('Employment types are saved successfully.');
        setRows(null);
        await queryClient.invalidateQueries({ queryKey: keys.employees });
      }
    } catch (error) {
      message.warning(messageOf(error, 'Failed to save employment types.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Divider orientation="left">Employment type</Divider>
      <Typography.Paragraph type="secondary">Full time, part time or casual from each date: pay conditions (casual loading, minimum engagement) pay each day as the type it falls under.</Typography.Paragraph>
      <Table<Row>
        size="small"
        rowKey="key"
        pagination={false}
        loading={stored.isLoading}
        locale={{ emptyText: 'No employment type: conditions for an employment type do not apply to this employee.' }}
        dataSource={current}
        columns={[
          {
            title: 'From',
            key: 'from',
            render: (_, row) => <DateInput aria-label={`From, row ${row.key + 1}`} format={date} disabled={!editable} value={row.from ? dayjs(row.from) : null} onChange={(d) => edit(row.key, { from: d ? d.format('YYYY-MM-DD') : null })} />,
          },
          {
            title: 'Type',
            key: 'type',
            render: (_, row) => <BlockSelect<EmploymentType> aria-label={`Type, row ${row.key + 1}`} disabled={!editable} value={row.type ?? undefined} options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: t }))} onChange={(type) => edit(row.key, { type })} />,
          },
          ...(editable ? [{ title: '', key: 'remove', width: 48, render: (_: unknown, row: Row) => <IconButton type="text" danger icon={<DeleteOutlined />} label={`Remove row ${row.key + 1}`} onClick={() => setRows(current.filter((r) => r.key !== row.key))} tip="Remove" /> }] : []),
        ]}
      />
      {editable && (
        <Space className={styles.employmentTypeButtons} wrap>
          <Button icon={<PlusOutlined />} onClick={() => setRows([...current, { key: Math.max(-1, ...current.map((r) => r.key)) + 1, from: null, type: null }])}>
            Add Employment Type
          </Button>
          <Button type="primary" loading={saving} disabled={rows === null || incomplete} onClick={() => void save()}>
            Save Employment Types
          </Button>
        </Space>
      )}
    </>
  );
}
