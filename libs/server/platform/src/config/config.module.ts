import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';

/** The process loads and validates its config once, before Nest boots, and hands it in here. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}
