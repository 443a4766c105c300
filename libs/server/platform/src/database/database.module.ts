import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions, SchemaParts } from './data-source-options';

@Global()
@Module({})
export class DatabaseModule {
  /**
   * `heldConnections`: connections the process holds for as long as it runs (the worker's
   * processors each keep one for their advisory lock), added to DATABASE_POOL_SIZE so that the
   * pool's size is what is left for work, however many processors there are.
   */
  static forRoot(parts: SchemaParts, heldConnections = 0): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => dataSourceOptions(config.databaseUrl, config.databasePoolSize + heldConnections, parts, config.logLevel !== 'silent'),
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
