import { appendToStream } from './append';
import type { Projection } from './projection';
import { readAll, ReadAllOptions, readStream, ReadStreamOptions } from './read';
import type { SqlClient, TransactionFactory } from './sql-client';
import type { AppendRequest, AppendResult, LogPosition, RecordedEvent } from './types';
import { UpcasterRegistry } from './upcasting';

export interface EventStoreOptions<Tx extends { sql: SqlClient }> {
  upcasters?: UpcasterRegistry;
  /** Run inside every append's transaction: the console reads its own writes. */
  inlineProjections?: Projection<Tx>[];
}

export class EventStore<Tx extends { sql: SqlClient }> {
  readonly upcasters: UpcasterRegistry;
  private readonly inline: Projection<Tx>[];

  constructor(
    readonly transactions: TransactionFactory<Tx>,
    options: EventStoreOptions<Tx> = {},
  ) {
    this.upcasters = options.upcasters ?? new UpcasterRegistry();
    this.inline = options.inlineProjections ?? [];
  }

  get inlineProjections(): readonly Projection<Tx>[] {
    return this.inline;
  }

  /** One append in its own transaction. */
  append(request: AppendRequest): Promise<AppendResult> {
    return this.transactions.transaction((tx) => this.appendWithin(tx, request));
  }

  /** Append inside a caller's transaction (several streams, one commit), projections included. */
  async appendWithin(tx: Tx, request: AppendRequest): Promise<AppendResult> {
    const result = await appendToStream(tx.sql, request);
    for (const projection of this.inline) await projection.handle(result.events, tx);
    return result;
  }

  readStream(sql: SqlClient, companyId: string, streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return readStream(sql, companyId, streamId, options, this.upcasters);
  }

  readAll(sql: SqlClient, after: LogPosition, limit: number, options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return readAll(sql, after, limit, options, this.upcasters);
  }
}
