import { Card, Tag, Typography } from 'antd';
import type { UserRow } from '@timekeep/contracts';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import { DataTable, DataColumn } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';

/** Users of the company, paged on the server and narrowed by the header's department filter. */
export function UsersListPage() {
  const { formatDateTime } = useFormats();
  const columns: DataColumn<UserRow>[] = [
    { key: 'firstName', title: 'First Name', sortable: true },
    { key: 'lastName', title: 'Last Name', sortable: true },
    { key: 'email', title: 'Email', sortable: true },
    { key: 'roleName', title: 'Role', render: (u) => u.roles.map((r) => <Tag key={r}>{r}</Tag>) },
    { key: 'lastLoginAt', title: 'Last Sign-in', sortable: true, render: (u) => formatDateTime(u.lastLoginAt) },
  ];
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Users
      </Typography.Title>
      <DataTable<UserRow> tableId="users" queryKey={['users']} fetchPage={(q) => request('GET', listPath('/api/users', q))} columns={columns} rowKey={(u) => u.id} />
    </Card>
  );
}
