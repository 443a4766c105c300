import { CalendarOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Holiday, Resource } from '@timekeep/contracts';
import { App, Button, Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { DeleteButton } from '../../ui/DeleteButton';
import { useFormats } from '../../ui/formats';
import { SystemDefaultMark } from '../../ui/marks';
import { PageTitle } from '../../ui/PageTitle';
import { deleteHolidays, holidayList, keys, seedHolidays } from './api';
import { HolidayModal } from './HolidayModal';
import styles from './pay-rules.module.css';
import { IconButton } from '../../ui/IconButton';

const THIS_YEAR = new Date().getFullYear();
const YEARS = [THIS_YEAR - 1, THIS_YEAR, THIS_YEAR + 1, THIS_YEAR + 2];

/** Holidays (document 3 §2): by year, public ones marked 'System default holiday'. */
export function HolidaysPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const { formatDate } = useFormats();
  const [year, setYear] = useState(THIS_YEAR);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.holidays });

  async function remove() {
    try {
      const reply = await deleteHolidays(selected);
      if (reply.message !== 'success') throw new Error(reply.message);
      message.success('Holidays are deleted successfully.');
      setSelected([]);
    } catch (error) {
      message.error(messageOf(error, 'Failed to delete Holidays.'));
    }
    await refresh();
  }

  async function seed() {
    try {
      const reply = await seedHolidays(year);
      message.success(reply.added ? `${reply.added} public holidays of ${year} added.` : `Every public holiday of ${year} is already listed.`);
    } catch (error) {
      message.error(messageOf(error, 'Failed to add the public holidays.'));
    }
    await refresh();
  }

  const columns: DataColumn<Holiday>[] = [
    {
      key: 'name',
      title: 'Name',
      sortable: true,
      render: (h) => (
        <Space>
          {h.name}
          {h.sysCode && <SystemDefaultMark title="System default holiday" />}
        </Space>
      ),
    },
    { key: 'date', title: 'Date', sortable: true, render: (h) => formatDate(h.date) },
    { key: 'alterdate', title: 'Alternative Date', render: (h) => formatDate(h.alterdate) },
    { key: 'action', inFile: false, title: 'Edit', render: (h) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${h.name}`} onClick={() => setEditing(h)} tip="Edit" /> },
  ];

  return (
    <Card>
      <PageTitle>Holidays</PageTitle>
      <DataTable<Holiday>
        key={year}
        tableId="holidays"
        title="Holidays"
        emptyText="No holidays yet. Add the public holidays of your region with Add public holidays, or one day with New."
        {...holidayList(year)}
        columns={columns}
        rowKey={(h) => h.id}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        toolbar={
          <>
            <Select aria-label="Year" value={year} options={YEARS.map((y) => ({ value: y, label: y }))} onChange={(y) => (setYear(y), setSelected([]))} className={styles.yearSelect} />
            {can(Resource.PayRules, Action.Create) && (
              <>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                  New
                </Button>
                <Button icon={<CalendarOutlined />} onClick={() => void seed()}>
                  Add public holidays
                </Button>
              </>
            )}
            {can(Resource.PayRules, Action.Delete) && <DeleteButton count={selected.length} onConfirm={remove} />}
          </>
        }
      />
      <Typography.Paragraph type="secondary" className={styles.footnote}>
        Public holidays come from the date-holidays calendars (CC-BY-3.0).
      </Typography.Paragraph>
      {editing && (
        <HolidayModal
          holiday={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
    </Card>
  );
}
