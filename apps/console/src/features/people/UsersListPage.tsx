import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, EMPLOYEE_STATUSES, EmployeeStatus, PEOPLE_TEXTS, Resource, UserRow } from '@timekeep/contracts';
import { App, Button, Card, Select, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCan, useProfile } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { PageTitle } from '../../ui/PageTitle';
import { changeUserStatus, keys, PeopleFilter, userList } from './api';
import styles from './people.module.css';
import { SearchPopover } from './SearchPopover';
import { IconButton } from '../../ui/IconButton';

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
      const reply = await changeUserStatus(user.id, userStatus);
      if (reply.message !== 'success') throw new Error(reply.message);
      message.success(PEOPLE_TEXTS.userStatusChanged);
    } catch (error) {
      message.error(messageOf(error, PEOPLE_TEXTS.userStatusFailed));
    }
    await queryClient.invalidateQueries({ queryKey: keys.users });
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
          className={styles.statusSelect}
          value={u.userStatus}
          disabled={!mayUpdate || u.id === me?.id}
          options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(next) => changeStatus(u, next)}
        />
      ),
    },
    {
      key: 'actions',
      inFile: false,
      title: 'Action',
      render: (u) => mayUpdate && <IconButton type="link" icon={<EditOutlined />} label={`Edit ${u.firstName} ${u.lastName}`} onClick={() => navigate(`${ROUTES.userUpdate}?id=${u.id}`)} tip="Edit" />,
    },
  ];
  return (
    <Card>
      <PageTitle>Users</PageTitle>
      <DataTable<UserRow>
        tableId="users"
        title="Users"
        emptyText="No users to show. Add one with New, or change Search."
        {...userList(filter)}
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
