import { UserOutlined } from '@ant-design/icons';
import type { EmployeeRow } from '@timekeep/contracts';
import { Avatar, Button, Modal } from 'antd';
import { useCompanySettings } from '../../auth/api';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { pictureUrl } from '../pictures/api';
import { employeePickerList } from './api';

/** Employee picker (document 2 §2): 800 wide; Photo, Clock ID, First Name, Last Name (ascending by default), department and a Timesheet action. */
export function EmployeePickerModal({ open, onCancel, onChoose }: { open: boolean; onCancel: () => void; onChoose: (employee: EmployeeRow) => void }) {
  const settings = useCompanySettings().data;
  const columns: DataColumn<EmployeeRow>[] = [
    { key: 'photo', title: 'Photo', width: 64, render: (e) => <Avatar size="small" src={pictureUrl(e.avatarFileName)} icon={<UserOutlined />} alt={`${e.firstName} ${e.lastName}`} /> },
    { key: 'clockId', title: 'Clock ID', sortable: true },
    { key: 'firstName', title: 'First Name', sortable: true },
    { key: 'lastName', title: 'Last Name', sortable: true },
    { key: 'departmentName', title: settings?.structureName ?? 'Department', sortable: true },
    {
      key: 'action',
      inFile: false,
      title: 'Action',
      render: (e) => (
        <Button size="small" type="primary" ghost aria-label={`Timesheet of ${e.firstName} ${e.lastName}`} onClick={() => onChoose(e)}>
          Timesheet
        </Button>
      ),
    },
  ];
  return (
    <Modal open={open} title="Employee" width={800} footer={null} onCancel={onCancel} destroyOnClose>
      <DataTable<EmployeeRow> tableId="timesheet-employee-picker" title="Employees" exportable={false} emptyText="No employees to choose: only the employees you manage are listed." {...employeePickerList} columns={columns} rowKey={(e) => e.id} defaultSort={{ sort: 'lastName', order: 'ascend' }} />
    </Modal>
  );
}
