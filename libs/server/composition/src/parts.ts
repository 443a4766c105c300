import type { Processor, Projection, Upcaster } from '@timekeep/event-store';
import { AppConfig, AuditTrailProjection, ContextParts, KafkaJsPublisher, KafkaRelayProcessor, OrmTx, PLATFORM_ENTITIES, PLATFORM_MIGRATIONS, SchemaParts } from '@timekeep/server-platform';
import { CUSTOMERS } from '@timekeep/server-customers';
import { IDENTITY } from '@timekeep/server-identity';
import { INTEGRATIONS } from '@timekeep/server-integrations';
import { LEAVE } from '@timekeep/server-leave';
import { MESSAGES } from '@timekeep/server-messages';
import { ORGANISATION } from '@timekeep/server-organisation';
import { PAY_RULES } from '@timekeep/server-pay-rules';
import { PEOPLE } from '@timekeep/server-people';
import { REPORTING } from '@timekeep/server-reporting';
import { SCHEDULING } from '@timekeep/server-scheduling';
import { SETTINGS } from '@timekeep/server-settings';
import { TIMEKEEPING } from '@timekeep/server-timekeeping';
import { WEBHOOKS } from '@timekeep/server-webhooks';

/**
 * Every bounded context, each named once, in the order the api imports their modules: Nest
 * registers the routes in that order, so it is kept. Everything below is derived from this list.
 *
 * The inline projections run in this order too. Integrations' (IntegrationConnectionChanged,
 * XeroConnected) and settings' (the kiosk's events) handle event types no other projection handles
 * and write only their own tables, so where they stand among the others changes nothing. The
 * message centre (MESSAGES) stands above every other context and comes last.
 */
export const CONTEXTS: readonly ContextParts[] = [ORGANISATION, IDENTITY, PAY_RULES, CUSTOMERS, PEOPLE, SCHEDULING, SETTINGS, TIMEKEEPING, LEAVE, INTEGRATIONS, REPORTING, WEBHOOKS, MESSAGES];

/** The platform's schema and every context's, assembled once for api, worker and tools. */
export const SCHEMA: SchemaParts = {
  entities: [...PLATFORM_ENTITIES, ...CONTEXTS.flatMap((c) => c.entities)],
  migrations: [...PLATFORM_MIGRATIONS, ...CONTEXTS.flatMap((c) => c.migrations)],
};

export const INLINE_PROJECTIONS: Projection<OrmTx>[] = CONTEXTS.flatMap((c) => c.inlineProjections);

export const UPCASTERS: Upcaster[] = CONTEXTS.flatMap((c) => c.upcasters ?? []);

/** The api's and the command-line tools' context modules. */
export const CONTEXT_MODULES = CONTEXTS.map((c) => c.module);

/** The worker's job handlers (each names its job kind; the registry is keyed by kind, so order is free). */
export const WORKER_JOBS = CONTEXTS.flatMap((c) => c.jobs ?? []);

/** What the contexts' jobs need besides the platform (Nest does not care about their order). */
export const WORKER_JOB_PROVIDERS = CONTEXTS.flatMap((c) => c.jobProviders ?? []);

export function asyncProcessors(config: AppConfig): Array<Processor<OrmTx> | Projection<OrmTx>> {
  const processors: Array<Processor<OrmTx> | Projection<OrmTx>> = [new AuditTrailProjection(), ...CONTEXTS.flatMap((c) => c.asyncProcessors?.(config) ?? [])];
  if (config.kafkaEnabled) {
    processors.push(new KafkaRelayProcessor(new KafkaJsPublisher(config.kafka.brokers, config.kafka.clientId), config.kafka.topic));
  }
  return processors;
}
