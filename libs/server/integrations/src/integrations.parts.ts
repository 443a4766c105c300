import type { ContextParts } from '@timekeep/server-platform';
import { PayrollExport } from '@timekeep/server-timekeeping';
import { IntegrationConnectionEntity, IntegrationSecretEntity } from './connections/integration-connection.entity';
import { IntegrationConnectionsProjection } from './connections/integration-connections.projection';
import { IntegrationConnections1763801400000 } from './migrations/1763801400000-integration-connections';
import { XeroConnection1764003700000 } from './migrations/1764003700000-xero-connection';
import { Transfers1764200100000 } from './migrations/1764200100000-transfers';
import { WorkflowMaxAuthorizations1764200700000 } from './migrations/1764200700000-workflow-max-authorizations';
import { TransferSentEntity } from './timesheet-transfer/sent-ledger';
import { TimesheetTransferJob } from './timesheet-transfer/timesheet-transfer.job';
import { WorkflowMaxAuthorizationEntity } from './workflow-max/workflow-max-authorization.entity';
import { XeroAuthorizationEntity, XeroConnectionEntity } from './xero/xero.entities';
import { XeroConnectionsProjection } from './xero/xero-connections.projection';
import { INTEGRATIONS_PROVIDERS, IntegrationsModule } from './integrations.module';

export const INTEGRATIONS: ContextParts = {
  module: IntegrationsModule,
  entities: [IntegrationConnectionEntity, IntegrationSecretEntity, XeroConnectionEntity, XeroAuthorizationEntity, WorkflowMaxAuthorizationEntity, TransferSentEntity],
  /** Each migration keeps its class name and timestamp from where it was first written (TypeORM runs them by timestamp). */
  migrations: [IntegrationConnections1763801400000, XeroConnection1764003700000, Transfers1764200100000, WorkflowMaxAuthorizations1764200700000],
  inlineProjections: [new IntegrationConnectionsProjection(), new XeroConnectionsProjection()],
  jobs: [TimesheetTransferJob],
  /** The worker has no api modules: what the adapters use from another context (the Xero send's payroll export) is provided here. */
  jobProviders: [...INTEGRATIONS_PROVIDERS, PayrollExport],
};
