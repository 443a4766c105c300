import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, EMPLOYEE_STATUSES, EmployeeStatus, MessageReply, PEOPLE_TEXTS, Resource, UserRow } from '@timekeep/contracts';
import { App, Button, Card, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf, request } from '../../api/http';
import { listPath } from '../../api/list';
import { ROUTES } from '../../app/routes';
import { useCan, useProfile } from '../../auth/profile';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { usersKey } from './people-api';
import { PeopleFilter, SearchPopover } from './SearchPopover';

/** Users (document 1 §2): Search popover, New, and the status changed inline. */
export function UsersListPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const me = useProfile().data;
  const { formatDateTime } = useFormats();
  const [filter, setFilter] = useState<PeopleFilter>({ departmentIds: [] });
  const mayUpdate = can(Resource.User, Action.Update);

  async function changeStatus(user: UserRow, userStatus: EmployeeStatus) {
    try {
      const reply = await request<MessageReply>('POST', `/api/users/${user.id}/status`, { userStatus });
      if (reply.message !== 'success') throw new Error(reply.message);
      message.success(PEOPLE_TEXTS.userStatusChanged);
    } catch (error) {
      message.error(messageOf(error, PEOPLE_TEXTS.userStatusFailed));
    }
    await queryClient.invalidateQueries({ queryKey: usersKey });
  }

  const columns: DataColumn<UserRow>[] = [
    { key: 'firstName', title: 'First Name', sortable: true },
    { key: 'lastName', title: 'Last Name', sortable: true },
    { key: 'email', title: 'Email', sortable: true },
    { key: 'roleName', title: 'Role', render: (u) => u.roles.map((r) => <Tag key={r}>{r}</Tag>) },
    { key: 'lastLoginAt', title: 'Last Sign-in', sortable: true, render: (u) => formatDateTime(u.lastLoginAt) },
    {
      key: 'userStatus',
      title: 'Status',
      render: (u) => (
        <Select<EmployeeStatus>
          aria-label={`Status of ${u.firstName} ${u.lastName}`}
          size="small"
          style={{ width: 130 }}
          value={u.userStatus}
          disabled={!mayUpdate || u.id === me?.id}
          options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(next) => changeStatus(u, next)}
        />
      ),
    },
    {
      key: 'actions',
      title: 'Action',
      render: (u) => mayUpdate && <Button type="link" icon={<EditOutlined />} aria-label={`Edit ${u.firstName} ${u.lastName}`} onClick={() => navigate(`${ROUTES.userUpdate}?id=${u.id}`)} />,
    },
  ];
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Users
      </Typography.Title>
      <DataTable<UserRow>
        tableId="users"
        queryKey={[...usersKey, filter]}
        fetchPage={(q) => request('GET', listPath('/api/users', q, { userStatus: filter.status, departmentIds: filter.departmentIds.join(',') || undefined }))}
        columns={columns}
        rowKey={(u) => u.id}
        toolbar={
          <>
            <SearchPopover value={filter} onChange={setFilter} />
            {can(Resource.User, Action.Create) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROUTES.userCreate)}>
                New
              </Button>
            )}
          </>
        }
      />
    </Card>
  );
}
