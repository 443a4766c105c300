import { DynamicModule, Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore, Processor, Projection, Upcaster, UpcasterRegistry } from '@timekeep/event-store';
import { AppConfig } from '../config/app-config';
import { OrmTransactions, OrmTx } from '../database/orm-transactions';
import { ASYNC_PROCESSORS, INLINE_PROJECTIONS } from './event-store.tokens';
import { ProjectionRebuilder } from './projection-rebuilder';
import { Streams } from './streams.service';

export interface EventStoreModuleOptions {
  inlineProjections: Projection<OrmTx>[];
  /** Built from config: some (the Kafka relay) exist only when configured. */
  asyncProcessors: (config: AppConfig) => Array<Processor<OrmTx> | Projection<OrmTx>>;
  upcasters: Upcaster[];
}

@Global()
@Module({})
export class EventStoreModule {
  static forRoot(options: EventStoreModuleOptions): DynamicModule {
    return {
      module: EventStoreModule,
      providers: [
        { provide: INLINE_PROJECTIONS, useValue: options.inlineProjections },
        { provide: ASYNC_PROCESSORS, inject: [AppConfig], useFactory: options.asyncProcessors },
        { provide: OrmTransactions, inject: [DataSource], useFactory: (ds: DataSource) => new OrmTransactions(ds) },
        {
          provide: EventStore,
          inject: [OrmTransactions],
          useFactory: (transactions: OrmTransactions) =>
            new EventStore<OrmTx>(transactions, {
              inlineProjections: options.inlineProjections,
              upcasters: new UpcasterRegistry(options.upcasters),
            }),
        },
        Streams,
        ProjectionRebuilder,
      ],
      exports: [EventStore, OrmTransactions, Streams, ProjectionRebuilder, INLINE_PROJECTIONS, ASYNC_PROCESSORS],
    };
  }
}
