import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PlatformApiModule } from '@timekeep/server-platform';
import { ConnectionsController } from './connections/connections.controller';
import { MyobSyncController } from './myob-advanced/myob-sync.controller';
import { SapJobCosting } from './sap/sap-job-costing';
import { SyncResultsController } from './sync-results/sync-results.controller';
import { TimesheetTransferController } from './timesheet-transfer/timesheet-transfer.controller';
import { TimesheetTransfers } from './timesheet-transfer/timesheet-transfers';
import { WorkflowMaxConnectionController } from './workflow-max/workflow-max-connection.controller';
import { WorkflowMaxTransferController } from './workflow-max/workflow-max-transfer.controller';
import { XeroConnectionController } from './xero/xero-connection.controller';
import { XeroConnections } from './xero/xero-connections';
import { XeroPayrollController } from './xero/xero-payroll.controller';
import { SaveMyobConnectionHandler } from './connections/save-myob-connection.handler';
import { SaveUploadConnectionHandler } from './connections/save-upload-connection.handler';
import { SyncMyobEmployeesHandler } from './myob-advanced/sync-myob-employees.handler';
import { SyncMyobJobsHandler } from './myob-advanced/sync-myob-jobs.handler';
import { StartTimesheetTransferHandler } from './timesheet-transfer/start-timesheet-transfer.handler';
import { ConnectWorkflowMaxHandler } from './workflow-max/connect-workflow-max.handler';
import { RequestWorkflowMaxAuthorizationHandler } from './workflow-max/request-workflow-max-authorization.handler';
import { SyncWorkflowMaxEmployeesHandler } from './workflow-max/sync-workflow-max-employees.handler';
import { SyncWorkflowMaxJobsHandler } from './workflow-max/sync-workflow-max-jobs.handler';
import { ConnectXeroHandler } from './xero/connect-xero.handler';
import { RequestXeroAuthorizationHandler } from './xero/request-xero-authorization.handler';
import { SendXeroPayHandler } from './xero/send-xero-pay.handler';
import { SyncXeroHandler } from './xero/sync-xero.handler';
import type { Provider } from '@nestjs/common';
import { ApprovedHours } from './approved-hours/approved-hours';
import { ConnectionsQueries } from './connections/connections.queries';
import { IntegrationSecrets } from './connections/integration-secrets';
import { AxTransferAdapter, GreenTreeTransferAdapter } from './job-costing-upload/job-costing-upload.adapter';
import { MyobAdvancedTransferAdapter } from './myob-advanced/myob-advanced.adapter';
import { MyobAdvancedClient } from './myob-advanced/myob-advanced.client';
import { SentLedger } from './timesheet-transfer/sent-ledger';
import { TRANSFER_ADAPTERS, TimesheetTransferAdapter } from './timesheet-transfer/transfer-adapter';
import { WorkflowMaxClient } from './workflow-max/workflow-max.client';
import { WorkflowMaxTransferAdapter } from './workflow-max/workflow-max.adapter';
import { WorkflowMaxStaffLinks } from './workflow-max/workflow-max-staff-links';
import { XeroClient } from './xero/xero.client';
import { XeroPayrollAdapter } from './xero/xero-payroll.adapter';

const INTEGRATIONS_COMMAND_HANDLERS = [
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

/**
 * Integrations (document 3 "Integrations", "Imports and transfers", "Sync results"): the company's
 * connections to its payroll and job-costing systems (MYOB Advanced, the GreenTree and AX upload
 * endpoints, Xero, WorkflowMax), their clients, what is synced from them (jobs, employees, Xero's
 * links) and the approved hours sent to them: one adapter per integration behind one port, each
 * send a job whose outcome is written to the Sync Results, which this context also lists. It sits
 * above the contexts it writes into (pay rules, people, timekeeping) and uses their public APIs.
 */
@Module({
  imports: [CqrsModule, OrganisationModule, PlatformApiModule],
  controllers: [ConnectionsController, XeroConnectionController, WorkflowMaxConnectionController, MyobSyncController, SyncResultsController, XeroPayrollController, WorkflowMaxTransferController, TimesheetTransferController],
  providers: [...INTEGRATIONS_COMMAND_HANDLERS, ...INTEGRATIONS_PROVIDERS, XeroConnections, TimesheetTransfers, SapJobCosting],
})
export class IntegrationsModule {}
