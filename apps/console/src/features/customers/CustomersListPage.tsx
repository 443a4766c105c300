import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Tooltip } from 'antd';
import type { CustomerRow } from '@timekeep/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { PageTitle } from '../../ui/PageTitle';
import { customerList } from './api';

/** The Superadmin's customers: every company on the platform, paged on the server. */
export function CustomersListPage() {
  const navigate = useNavigate();
  const { formatDate } = useFormats();
  const columns: DataColumn<CustomerRow>[] = [
    { key: 'code', title: 'Code', sortable: true },
    { key: 'name', title: 'Name', sortable: true },
    { key: 'country', title: 'Country', sortable: true, render: (c) => [c.country, c.region].filter(Boolean).join(' / ') },
    { key: 'timeZone', title: 'Time Zone' },
    { key: 'sumLicense', title: 'Employee Licences' },
    { key: 'sumAppLicense', title: 'Mobile App Licences' },
    { key: 'thirdPartyType', title: 'Third Party', render: (c) => c.thirdPartyType ?? '' },
    { key: 'createdAt', title: 'Created', sortable: true, render: (c) => formatDate(c.createdAt) },
    { key: 'action', inFile: false, title: 'Action', render: (c) => <Tooltip title="Edit"><Link to={`${ROUTES.customerUpdate}?id=${c.id}`} aria-label={`Edit ${c.name}`}><EditOutlined /></Link></Tooltip> },
  ];
  return (
    <Card>
      <PageTitle>Customers</PageTitle>
      <DataTable<CustomerRow>
        tableId="customers"
        title="Customers"
        emptyText="No customers yet. Add one with New."
        {...customerList}
        columns={columns}
        rowKey={(c) => c.id}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROUTES.customerCreate)}>
            New
          </Button>
        }
      />
    </Card>
  );
}
