import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions, SchemaParts } from './data-source-options';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(parts: SchemaParts): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => dataSourceOptions(config.databaseUrl, config.databasePoolSize, parts, config.logLevel !== 'silent'),
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
