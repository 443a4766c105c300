import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ClockStamp } from './clock/clock';
import { HealthController } from './health/health.controller';
import { JobQueues } from './jobs/job-queues';
import { JobRunsController } from './jobs/job-runs.controller';
import { JobsService } from './jobs/jobs.service';
import { Mailer } from './mail/mailer';
import { Metrics } from './metrics/metrics';
import { MetricsController } from './metrics/metrics.controller';
import { MetricsInterceptor } from './metrics/metrics.interceptor';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { AuthGuard } from './tenancy/auth.guard';
import { ClientCallThrottle } from './tenancy/client-call-throttle';
import { ClientUsage } from './tenancy/client-usage';
import { FixedWindowCounter } from './throttling/fixed-window-counter';
import { PrincipalTokens } from './tenancy/principal-tokens';
import { SyncLog } from './sync-log/sync-log';
import { SyncResultsQueries } from './sync-log/sync-results.queries';

/** HTTP side of the platform: auth guard, health, metrics, Idempotency-Key, jobs, mail, the sync log, the throttles' counter, OAuth clients' usage. */
@Module({
  controllers: [HealthController, MetricsController, JobRunsController],
  providers: [
    PrincipalTokens,
    FixedWindowCounter,
    ClientCallThrottle,
    ClientUsage,
    JobQueues,
    JobsService,
    Mailer,
    Metrics,
    SyncLog,
    SyncResultsQueries,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_INTERCEPTOR, useClass: MetricsInterceptor },
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
  ],
  exports: [PrincipalTokens, FixedWindowCounter, ClientUsage, JobsService, JobQueues, Mailer, SyncLog, SyncResultsQueries],
})
export class PlatformApiModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ClockStamp).forRoutes('{*splat}');
  }
}
