import type { Processor, Projection, Upcaster } from '@timekeep/event-store';
import {
  AppConfig,
  AuditTrailProjection,
  JobQueues,
  KafkaJsPublisher,
  KafkaRelayProcessor,
  OrmTx,
  PLATFORM_ENTITIES,
  PLATFORM_MIGRATIONS,
  SchemaParts,
} from '@timekeep/server-platform';
import { IDENTITY_ENTITIES, IDENTITY_INLINE_PROJECTIONS, IDENTITY_MIGRATIONS } from '@timekeep/server-identity';
import {
  ORGANISATION_ENTITIES,
  ORGANISATION_INLINE_PROJECTIONS,
  ORGANISATION_MIGRATIONS,
} from '@timekeep/server-organisation';
import { PAY_RULES_ENTITIES, PAY_RULES_INLINE_PROJECTIONS, PAY_RULES_MIGRATIONS } from '@timekeep/server-pay-rules';
import { PEOPLE_ENTITIES, PEOPLE_INLINE_PROJECTIONS, PEOPLE_MIGRATIONS } from '@timekeep/server-people';
import { SCHEDULING_ENTITIES, SCHEDULING_INLINE_PROJECTIONS, SCHEDULING_MIGRATIONS } from '@timekeep/server-scheduling';
import { LEAVE_ENTITIES, LEAVE_INLINE_PROJECTIONS, LEAVE_MIGRATIONS } from '@timekeep/server-leave';
import { INTEGRATIONS_ENTITIES, INTEGRATIONS_INLINE_PROJECTIONS, INTEGRATIONS_MIGRATIONS } from '@timekeep/server-integrations';
import { REPORTING_ENTITIES, REPORTING_INLINE_PROJECTIONS, REPORTING_MIGRATIONS } from '@timekeep/server-reporting';
import { SETTINGS_ENTITIES, SETTINGS_INLINE_PROJECTIONS, SETTINGS_MIGRATIONS } from '@timekeep/server-settings';
import { RecalculationTriggerProcessor, TIMEKEEPING_ENTITIES, TIMEKEEPING_INLINE_PROJECTIONS, TIMEKEEPING_MIGRATIONS } from '@timekeep/server-timekeeping';

/** Every bounded context's schema, projections and processors, assembled once for api, worker and tools. */
export const SCHEMA: SchemaParts = {
  entities: [...PLATFORM_ENTITIES, ...ORGANISATION_ENTITIES, ...IDENTITY_ENTITIES, ...PAY_RULES_ENTITIES, ...PEOPLE_ENTITIES, ...SCHEDULING_ENTITIES, ...TIMEKEEPING_ENTITIES, ...LEAVE_ENTITIES, ...INTEGRATIONS_ENTITIES, ...SETTINGS_ENTITIES, ...REPORTING_ENTITIES],
  migrations: [...PLATFORM_MIGRATIONS, ...ORGANISATION_MIGRATIONS, ...IDENTITY_MIGRATIONS, ...PAY_RULES_MIGRATIONS, ...PEOPLE_MIGRATIONS, ...SCHEDULING_MIGRATIONS, ...TIMEKEEPING_MIGRATIONS, ...LEAVE_MIGRATIONS, ...INTEGRATIONS_MIGRATIONS, ...SETTINGS_MIGRATIONS, ...REPORTING_MIGRATIONS],
};

export const INLINE_PROJECTIONS: Projection<OrmTx>[] = [...ORGANISATION_INLINE_PROJECTIONS, ...INTEGRATIONS_INLINE_PROJECTIONS, ...IDENTITY_INLINE_PROJECTIONS, ...PAY_RULES_INLINE_PROJECTIONS, ...PEOPLE_INLINE_PROJECTIONS, ...SCHEDULING_INLINE_PROJECTIONS, ...TIMEKEEPING_INLINE_PROJECTIONS, ...LEAVE_INLINE_PROJECTIONS, ...SETTINGS_INLINE_PROJECTIONS, ...REPORTING_INLINE_PROJECTIONS];

export const UPCASTERS: Upcaster[] = [];

export function asyncProcessors(config: AppConfig): Array<Processor<OrmTx> | Projection<OrmTx>> {
  const processors: Array<Processor<OrmTx> | Projection<OrmTx>> = [new AuditTrailProjection(), new RecalculationTriggerProcessor(() => new JobQueues(config))];
  if (config.kafkaEnabled) {
    processors.push(new KafkaRelayProcessor(new KafkaJsPublisher(config.kafka.brokers, config.kafka.clientId), config.kafka.topic));
  }
  return processors;
}
