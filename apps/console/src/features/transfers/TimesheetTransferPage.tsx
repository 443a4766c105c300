import { ThirdPartyType, type ThirdPartyTypeId, TRANSFER_TEXTS } from '@timekeep/contracts';
import { Card, Empty, Spin, Typography } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { messageOf } from '../../api/http';
import { useCompanySettings } from '../../auth/api';
import { PageTitle } from '../../ui/PageTitle';
import { MyobTransfer } from './MyobTransfer';
import { SapTransfer } from './SapTransfer';
import { AxTransfer, GreenTreeTransfer } from './UploadTransfer';
import { WorkflowMaxTransfer } from './WorkflowMaxTransfer';

/** The form of each third-party integration type (document 3 §2 "Timesheet transfer"); Xero's timesheets go from the payroll transfers page. */
const FORMS: Partial<Record<ThirdPartyTypeId, ComponentType>> = {
  [ThirdPartyType.MyobAdvanced]: MyobTransfer,
  [ThirdPartyType.Sap]: SapTransfer,
  [ThirdPartyType.GreenTree]: GreenTreeTransfer,
  [ThirdPartyType.AX]: AxTransfer,
  [ThirdPartyType.WorkflowMax]: WorkflowMaxTransfer,
  [ThirdPartyType.WorkflowMaxPartner]: WorkflowMaxTransfer,
};

/** Timesheet Transfer (/timesheettransfer/view): the approved hours sent to the company's third-party system. */
export function TimesheetTransferPage() {
  const settings = useCompanySettings();
  const type = settings.data?.thirdPartyType ?? null;
  const Form = type ? FORMS[type.id] : undefined;
  return (
    <Card>
      <PageTitle>Timesheet Transfer{type ? ` — ${type.name}` : ''}</PageTitle>
      {!settings.data ? (
        settings.error ? (
          <Typography.Text type="danger">{messageOf(settings.error)}</Typography.Text>
        ) : (
          <Spin />
        )
      ) : Form ? (
        <Form />
      ) : type?.id === ThirdPartyType.Xero ? (
        <Typography.Paragraph>
          Timesheets go to Xero from <Link to={ROUTES.payrollTransfers}>Payroll Transfer</Link>.
        </Typography.Paragraph>
      ) : (
        <Empty description={TRANSFER_TEXTS.wrongType} />
      )}
    </Card>
  );
}
