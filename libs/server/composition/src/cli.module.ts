import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CustomersModule } from '@timekeep/server-customers';
import { IdentityModule } from '@timekeep/server-identity';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PayRulesModule } from '@timekeep/server-pay-rules';
import { PeopleModule } from '@timekeep/server-people';
import { SchedulingModule } from '@timekeep/server-scheduling';
import { SettingsModule } from '@timekeep/server-settings';
import { TimekeepingModule } from '@timekeep/server-timekeeping';
import { LeaveModule } from '@timekeep/server-leave';
import { IntegrationsModule } from '@timekeep/server-integrations';
import { ReportingModule } from '@timekeep/server-reporting';
import { AppConfig, ConfigModule, DatabaseModule, EventStoreModule } from '@timekeep/server-platform';
import { INLINE_PROJECTIONS, SCHEMA, UPCASTERS, asyncProcessors } from './parts';

/** For command-line tools (seed, rebuild): commands and the store, no HTTP, queues or processors. */
@Module({})
export class CliModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(SCHEMA),
        EventStoreModule.forRoot({ inlineProjections: INLINE_PROJECTIONS, asyncProcessors, upcasters: UPCASTERS }),
        CqrsModule.forRoot(),
        OrganisationModule,
        IdentityModule,
        PayRulesModule,
        CustomersModule,
        PeopleModule,
        SchedulingModule,
        SettingsModule,
        TimekeepingModule,
        LeaveModule,
        IntegrationsModule,
        ReportingModule,
      ],
    };
  }
}
