import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PlatformApiModule } from '@timekeep/server-platform';
import { ConnectionsController } from './connections/connections.controller';
import { INTEGRATIONS_COMMAND_HANDLERS, INTEGRATIONS_PROVIDERS } from './integrations.parts';
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
