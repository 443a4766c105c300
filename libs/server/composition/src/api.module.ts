import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { INLINE_PROJECTIONS, SCHEMA, UPCASTERS, asyncProcessors } from './parts';
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
import { AppConfig, ConfigModule, DatabaseModule, EventStoreModule, LoggingModule, PlatformApiModule } from '@timekeep/server-platform';

@Module({})
export class ApiModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        DatabaseModule.forRoot(SCHEMA),
        EventStoreModule.forRoot({ inlineProjections: INLINE_PROJECTIONS, asyncProcessors, upcasters: UPCASTERS }),
        CqrsModule.forRoot(),
        PlatformApiModule,
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
