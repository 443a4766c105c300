import { DynamicModule, Global, Module } from '@nestjs/common';
import { Clock, clockStartingAt } from '../clock/clock';
import { ListCursors } from '../http/list-cursor';
import { AppConfig } from './app-config';
import { DateWindows } from './date-windows';

/** The process loads and validates its config once, before Nest boots, and hands it in here; the product's clock comes with it, and the list cursors signed with its key. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: Clock, useValue: clockStartingAt(config.clockStart) },
        DateWindows,
        ListCursors,
      ],
      exports: [AppConfig, Clock, DateWindows, ListCursors],
    };
  }
}
