import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';
import { DateWindows } from './date-windows';

/** The process loads and validates its config once, before Nest boots, and hands it in here. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }, DateWindows], exports: [AppConfig, DateWindows] };
  }
}
