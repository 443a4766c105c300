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
      ? [{ key: 'action', title: 'Edit', render: (c: KioskContact) => <Button type="link" icon={<EditOutlined />} aria-label={`Edit ${c.firstname} ${c.lastname}`} onClick={() => setEditing(c)} /> }]
      : []),
  ];

  return (
    <Card>
      <PageTitle>Kiosk Contacts</PageTitle>
      <DataTable<KioskContact>
        tableId="kiosk-contacts"
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
