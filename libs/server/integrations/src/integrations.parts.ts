import type { Provider } from '@nestjs/common';
import type { SchemaParts } from '@timekeep/server-platform';
import { ApprovedHours } from './approved-hours/approved-hours';
import { Transfers1764200100000 } from './migrations/1764200100000-transfers';
import { SentLedger, TransferSentEntity } from './timesheet-transfer/sent-ledger';
import { TimesheetTransferJob } from './timesheet-transfer/timesheet-transfer.job';
import { TRANSFER_ADAPTERS, TimesheetTransferAdapter } from './timesheet-transfer/transfer-adapter';
import { AxTransferAdapter, GreenTreeTransferAdapter } from './job-costing-upload/job-costing-upload.adapter';
import { MyobAdvancedTransferAdapter } from './myob-advanced/myob-advanced.adapter';
import { XeroPayrollAdapter } from './xero/xero-payroll.adapter';
import { IntegrationSecrets, IntegrationsQueries, MyobAdvancedClient, WorkflowMaxClient, XeroClient } from '@timekeep/server-organisation';
import { PayrollExport } from '@timekeep/server-timekeeping';
import { WorkflowMaxTransferAdapter } from './workflow-max/workflow-max.adapter';
import { WorkflowMaxStaffLinks } from './workflow-max/workflow-max-staff-links';

export const INTEGRATIONS_ENTITIES: SchemaParts['entities'] = [TransferSentEntity];
export const INTEGRATIONS_MIGRATIONS: SchemaParts['migrations'] = [Transfers1764200100000];

/** Every integration's adapter: one per third-party system, each declared here once. */
const ADAPTERS: Array<new (...args: never[]) => TimesheetTransferAdapter> = [XeroPayrollAdapter, WorkflowMaxTransferAdapter, MyobAdvancedTransferAdapter, GreenTreeTransferAdapter, AxTransferAdapter];

/** What the adapters and the send job share, in the API (starting sends) and the worker (running them). */
export const INTEGRATIONS_PROVIDERS: Provider[] = [
  ApprovedHours,
  SentLedger,
  WorkflowMaxStaffLinks,
  ...ADAPTERS,
  { provide: TRANSFER_ADAPTERS, inject: ADAPTERS, useFactory: (...adapters: TimesheetTransferAdapter[]) => adapters },
];

export const INTEGRATIONS_JOBS = [TimesheetTransferJob];
/** The worker has no api modules: what the adapters use from other contexts is provided here. */
export const INTEGRATIONS_JOB_PROVIDERS: Provider[] = [...INTEGRATIONS_PROVIDERS, XeroClient, WorkflowMaxClient, IntegrationSecrets, PayrollExport, MyobAdvancedClient, IntegrationsQueries];
