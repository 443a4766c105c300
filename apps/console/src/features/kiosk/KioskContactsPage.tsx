import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, type KioskContact, Resource } from '@timekeep/contracts';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useCan } from '../../auth/api';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DeleteButton } from '../../ui/DeleteButton';
import { PageTitle } from '../../ui/PageTitle';
import { deleteKioskContacts, keys, kioskContactList } from './api';
import { KioskContactModal } from './KioskContactModal';
import { IconButton } from '../../ui/IconButton';

/** Kiosk contacts (/kiosk/contact, document 3 §2): whom a visitor can ask for; New, Edit and Delete with the settings' right. */
export function KioskContactsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const mayEdit = can(Resource.Settings, Action.Update);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<KioskContact | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.contacts });

  async function remove() {
    try {
      const reply = await deleteKioskContacts(selected);
      if (reply.message !== 'success') throw new Error(reply.message);
      message.success('Contacts are deleted successfully.');
      setSelected([]);
    } catch (error) {
      message.error(messageOf(error, 'Failed to delete the contacts.'));
    }
    await refresh();
  }

  const columns: DataColumn<KioskContact>[] = [
    { key: 'firstname', title: 'First Name', sortable: true, render: (c) => c.firstname },
    { key: 'lastname', title: 'Last Name', sortable: true, render: (c) => c.lastname },
    { key: 'email', title: 'Email', sortable: true, render: (c) => c.email },
    { key: 'mobile', title: 'Mobile', sortable: true, render: (c) => c.mobile },
    { key: 'department', title: 'Department', sortable: true, render: (c) => c.department },
    ...(mayEdit
      ? [{ key: 'action', inFile: false, title: 'Edit', render: (c: KioskContact) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${c.firstname} ${c.lastname}`} onClick={() => setEditing(c)} tip="Edit" /> }]
      : []),
  ];

  return (
    <Card>
      <PageTitle>Kiosk Contacts</PageTitle>
      <DataTable<KioskContact>
        tableId="kiosk-contacts"
        title="Kiosk Contacts"
        emptyText="No kiosk contacts yet. Add the people the kiosk shows with New."
        {...kioskContactList}
        columns={columns}
        rowKey={(c) => c.id}
        {...(mayEdit ? { selectedKeys: selected, onSelectionChange: setSelected } : {})}
        toolbar={
          mayEdit && (
            <>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                New
              </Button>
              <DeleteButton count={selected.length} onConfirm={remove} />
            </>
          )
        }
      />
      {editing && (
        <KioskContactModal
          contact={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
    </Card>
  );
}
