import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, OAuthClientDto, Resource } from '@timekeep/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { PageTitle } from '../../ui/PageTitle';
import { clientList, keys } from './api';
import { OAuthClientModal } from './OAuthClientModal';
import { IconButton } from '../../ui/IconButton';

/** OAuth clients (document 3 §2): Client ID, Scope and edit; New opens the Add OAuth Client modal. */
export function OAuthClientsPage() {
  const queryClient = useQueryClient();
  const can = useCan();
  const [editing, setEditing] = useState<OAuthClientDto | 'new' | null>(null);
  const mayEdit = can(Resource.Settings, Action.Update);
  const columns: DataColumn<OAuthClientDto>[] = [
    { key: 'clientId', title: 'Client ID', sortable: true },
    { key: 'scopes', title: 'Scope', sortable: true },
    ...(mayEdit ? [{ key: 'action', inFile: false, title: 'Action', render: (c: OAuthClientDto) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${c.clientId}`} onClick={() => setEditing(c)} tip="Edit" /> }] : []),
  ];
  return (
    <Card>
      <PageTitle>OAuth Clients</PageTitle>
      <DataTable<OAuthClientDto>
        tableId="oauth-clients"
        title="OAuth Clients"
        emptyText="No OAuth clients yet. Add one with New to let an integration call the API."
        {...clientList}
        columns={columns}
        rowKey={(c) => c.id}
        toolbar={
          mayEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              New
            </Button>
          )
        }
      />
      {editing && (
        <OAuthClientModal
          client={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: keys.clients });
          }}
        />
      )}
    </Card>
  );
}
