import { Module } from '@nestjs/common';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PlatformApiModule } from '@timekeep/server-platform';
import { TimesheetTransferController } from './http/timesheet-transfer.controller';
import { SapJobCosting } from './sap/sap-job-costing';
import { SyncResultsController } from './sync-results/sync-results.controller';
import { TimesheetTransfers } from './timesheet-transfer/timesheet-transfers';
import { INTEGRATIONS_PROVIDERS } from './integrations.parts';
import { XeroPayrollController } from './xero/xero-payroll.controller';
import { XeroSync } from './xero/xero-sync';
import { WorkflowMaxTransferController } from './workflow-max/workflow-max.controller';

/**
 * Transfers (document 3 "Imports and transfers", "Sync results"): approved hours out to the
 * company's payroll or job-costing system, one adapter per integration behind one port, each send
 * a job whose outcome is written to the Sync Results, which this context also lists.
 */
@Module({
  imports: [OrganisationModule, PlatformApiModule],
  controllers: [SyncResultsController, XeroPayrollController, WorkflowMaxTransferController, TimesheetTransferController],
  providers: [...INTEGRATIONS_PROVIDERS, TimesheetTransfers, XeroSync, SapJobCosting],
  exports: [TimesheetTransfers],
})
export class IntegrationsModule {}
