import { DeleteOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, OAUTH_TEXTS, OAuthClientDto, Resource } from '@timekeep/contracts';
import { App, Button, Card, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { PageTitle } from '../../ui/PageTitle';
import { messageOf } from '../../api/http';
import { actOnClient, clientList, keys } from './api';
import { type MadeSecret, OAuthClientModal } from './OAuthClientModal';
import { IconButton } from '../../ui/IconButton';
import { API_BASE } from '../../api/base';
import { SecretOnceModal } from '../../ui/SecretOnceModal';
import { useFormats } from '../../ui/formats';

/**
 * OAuth clients (document 3 §2): Client ID, Scope and edit; New opens the Add OAuth Client modal.
 * Ours (issue 34 §3): when each client last called and its calls today (Edit shows the week);
 * a secret the product made, shown once; Revoke ends every token and the secret at once (Edit gives
 * it a new secret), Delete removes the client.
 */
export function OAuthClientsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const { formatDateTime } = useFormats();
  const [editing, setEditing] = useState<OAuthClientDto | 'new' | null>(null);
  const [made, setMade] = useState<MadeSecret | null>(null);
  const mayEdit = can(Resource.Settings, Action.Update);
  const columns: DataColumn<OAuthClientDto>[] = [
    { key: 'clientId', title: 'Client ID', sortable: true },
    { key: 'scopes', title: 'Scope', sortable: true },
    { key: 'lastUsed', title: 'Last Used', sortable: true, render: (c) => (c.lastUsed ? formatDateTime(c.lastUsed) : 'Never'), text: (c) => (c.lastUsed ? formatDateTime(c.lastUsed) : 'Never') },
    { key: 'callsToday', title: 'Calls Today', render: (c) => (c.callsByDay.at(-1)?.calls ?? 0).toLocaleString(), text: (c) => c.callsByDay.at(-1)?.calls ?? 0 },
    ...(mayEdit
      ? [
          {
            key: 'action',
            inFile: false,
            title: 'Action',
            render: (c: OAuthClientDto) => (
              <Space size={0}>
                <IconButton type="link" icon={<EditOutlined />} label={`Edit ${c.clientId}`} onClick={() => setEditing(c)} tip="Edit" />
                <Popconfirm title="Revoke this client?" description="Its tokens and its secret stop working at once. Edit it to give it a new secret." okText="Revoke" okButtonProps={{ danger: true }} onConfirm={() => act(c, 'revoke')}>
                  <IconButton type="link" danger icon={<StopOutlined />} label={`Revoke ${c.clientId}`} tip="Revoke" />
                </Popconfirm>
                <Popconfirm title="Delete this client?" description="Its tokens stop working at once." okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => act(c, 'delete')}>
                  <IconButton type="link" danger icon={<DeleteOutlined />} label={`Delete ${c.clientId}`} tip="Delete" />
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  async function act(client: OAuthClientDto, action: 'revoke' | 'delete') {
    try {
      message.success((await actOnClient(client, action)).message);
    } catch (error) {
      message.error(messageOf(error));
    } finally {
      await queryClient.invalidateQueries({ queryKey: keys.clients });
    }
  }
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
          onMadeSecret={setMade}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: keys.clients });
          }}
        />
      )}
      {made && (
        <SecretOnceModal
          title="Client Credentials"
          warning={OAUTH_TEXTS.secretOnce}
          values={[
            { label: 'Client ID', value: made.clientId },
            { label: 'Secret', value: made.secret },
            { label: 'Token endpoint', value: `${window.location.origin}${API_BASE}/oauth/token` },
          ]}
          onDone={() => setMade(null)}
        >
          The integration asks the token endpoint for a token with them (POST, client credentials, HTTP Basic).
        </SecretOnceModal>
      )}
    </Card>
  );
}
