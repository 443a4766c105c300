import type { Provider } from '@nestjs/common';
import type { SchemaParts } from '@timekeep/server-platform';
import { PayrollExport } from '@timekeep/server-timekeeping';
import { ApprovedHours } from './approved-hours/approved-hours';
import { ConnectionsQueries } from './connections/connections.queries';
import { IntegrationConnectionEntity, IntegrationSecretEntity } from './connections/integration-connection.entity';
import { IntegrationConnectionsProjection } from './connections/integration-connections.projection';
import { IntegrationSecrets } from './connections/integration-secrets';
import { SaveMyobConnectionHandler } from './connections/save-myob-connection.handler';
import { SaveUploadConnectionHandler } from './connections/save-upload-connection.handler';
import { AxTransferAdapter, GreenTreeTransferAdapter } from './job-costing-upload/job-costing-upload.adapter';
import { IntegrationConnections1763801400000 } from './migrations/1763801400000-integration-connections';
import { XeroConnection1764003700000 } from './migrations/1764003700000-xero-connection';
import { Transfers1764200100000 } from './migrations/1764200100000-transfers';
import { WorkflowMaxAuthorizations1764200700000 } from './migrations/1764200700000-workflow-max-authorizations';
import { MyobAdvancedTransferAdapter } from './myob-advanced/myob-advanced.adapter';
import { MyobAdvancedClient } from './myob-advanced/myob-advanced.client';
import { SyncMyobEmployeesHandler } from './myob-advanced/sync-myob-employees.handler';
import { SyncMyobJobsHandler } from './myob-advanced/sync-myob-jobs.handler';
import { SentLedger, TransferSentEntity } from './timesheet-transfer/sent-ledger';
import { StartTimesheetTransferHandler } from './timesheet-transfer/start-timesheet-transfer.handler';
import { TimesheetTransferJob } from './timesheet-transfer/timesheet-transfer.job';
import { TRANSFER_ADAPTERS, TimesheetTransferAdapter } from './timesheet-transfer/transfer-adapter';
import { ConnectWorkflowMaxHandler } from './workflow-max/connect-workflow-max.handler';
import { RequestWorkflowMaxAuthorizationHandler } from './workflow-max/request-workflow-max-authorization.handler';
import { SyncWorkflowMaxEmployeesHandler } from './workflow-max/sync-workflow-max-employees.handler';
import { SyncWorkflowMaxJobsHandler } from './workflow-max/sync-workflow-max-jobs.handler';
import { WorkflowMaxAuthorizationEntity } from './workflow-max/workflow-max-authorization.entity';
import { WorkflowMaxClient } from './workflow-max/workflow-max.client';
import { WorkflowMaxTransferAdapter } from './workflow-max/workflow-max.adapter';
import { WorkflowMaxStaffLinks } from './workflow-max/workflow-max-staff-links';
import { ConnectXeroHandler } from './xero/connect-xero.handler';
import { RequestXeroAuthorizationHandler } from './xero/request-xero-authorization.handler';
import { SendXeroPayHandler } from './xero/send-xero-pay.handler';
import { SyncXeroHandler } from './xero/sync-xero.handler';
import { XeroClient } from './xero/xero.client';
import { XeroAuthorizationEntity, XeroConnectionEntity } from './xero/xero.entities';
import { XeroConnectionsProjection } from './xero/xero-connections.projection';
import { XeroPayrollAdapter } from './xero/xero-payroll.adapter';

export const INTEGRATIONS_ENTITIES: SchemaParts['entities'] = [IntegrationConnectionEntity, IntegrationSecretEntity, XeroConnectionEntity, XeroAuthorizationEntity, WorkflowMaxAuthorizationEntity, TransferSentEntity];
/** Each migration keeps its class name and timestamp from where it was first written (TypeORM runs them by timestamp). */
export const INTEGRATIONS_MIGRATIONS: SchemaParts['migrations'] = [IntegrationConnections1763801400000, XeroConnection1764003700000, Transfers1764200100000, WorkflowMaxAuthorizations1764200700000];
export const INTEGRATIONS_INLINE_PROJECTIONS = [new IntegrationConnectionsProjection(), new XeroConnectionsProjection()];
export const INTEGRATIONS_COMMAND_HANDLERS = [
  SaveMyobConnectionHandler,
  SaveUploadConnectionHandler,
  RequestXeroAuthorizationHandler,
  ConnectXeroHandler,
  RequestWorkflowMaxAuthorizationHandler,
  ConnectWorkflowMaxHandler,
  SyncMyobJobsHandler,
  SyncMyobEmployeesHandler,
  SyncWorkflowMaxJobsHandler,
  SyncWorkflowMaxEmployeesHandler,
  SyncXeroHandler,
  StartTimesheetTransferHandler,
  SendXeroPayHandler,
];

/** The third parties' clients, and the connections (the sealed secrets) they read. */
const CLIENTS: Provider[] = [IntegrationSecrets, ConnectionsQueries, MyobAdvancedClient, WorkflowMaxClient, XeroClient];

/** Every integration's adapter: one per third-party system, each declared here once. */
const ADAPTERS: Array<new (...args: never[]) => TimesheetTransferAdapter> = [XeroPayrollAdapter, WorkflowMaxTransferAdapter, MyobAdvancedTransferAdapter, GreenTreeTransferAdapter, AxTransferAdapter];

/** What the clients, adapters and the send job share, in the API (starting sends) and the worker (running them). */
export const INTEGRATIONS_PROVIDERS: Provider[] = [
  ...CLIENTS,
  ApprovedHours,
  SentLedger,
  WorkflowMaxStaffLinks,
  ...ADAPTERS,
  { provide: TRANSFER_ADAPTERS, inject: ADAPTERS, useFactory: (...adapters: TimesheetTransferAdapter[]) => adapters },
];

export const INTEGRATIONS_JOBS = [TimesheetTransferJob];
/** The worker has no api modules: what the adapters use from another context (the Xero send's payroll export) is provided here. */
export const INTEGRATIONS_JOB_PROVIDERS: Provider[] = [...INTEGRATIONS_PROVIDERS, PayrollExport];
