import type { EmployeeRow } from '@timekeep/contracts';
import { useCompanySettings } from '../../auth/api';
import type { DataColumn } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';

/**
 * An employee row's own columns, as the employees list and a position's Employees tab show them
 * (document 1 §2): middle name, mobile, phone, fax and rounding hidden by default. Each screen adds
 * its own (the list's mobile app, status and actions) and hides more of them.
 */
export function useEmployeeColumns(): DataColumn<EmployeeRow>[] {
  const { formatDate } = useFormats();
  const settings = useCompanySettings().data;
  return [
    { key: 'clockId', title: 'Clock ID', sortable: true },
    { key: 'payId', title: 'Pay ID', sortable: true },
    { key: 'firstName', title: 'First Name', sortable: true },
    { key: 'middleName', title: 'Middle Name', defaultHidden: true },
    { key: 'lastName', title: 'Last Name', sortable: true },
    { key: 'departmentName', title: settings?.structureName ?? 'Department', sortable: true },
    { key: 'payGroupName', title: 'Pay Group' },
    { key: 'timeRoundingName', title: 'Rounding', defaultHidden: true },
    { key: 'scheduleName', title: 'Schedule' },
    { key: 'hireOnDateValue', title: 'Hire Date', sortable: true, render: (e) => formatDate(e.hireOnDateValue) },
    { key: 'terminateDateValue', title: 'Terminate Date', render: (e) => formatDate(e.terminateDateValue) },
    { key: 'mobile', title: 'Mobile', defaultHidden: true },
    { key: 'phone', title: 'Phone', defaultHidden: true },
    { key: 'fax', title: 'Fax', defaultHidden: true },
    { key: 'isExport', title: 'Export to Payroll', render: (e) => (e.isExport ? 'Yes' : 'No') },
  ];
}
