/** The one thing the store needs from a connection; a pg PoolClient satisfies it. */
export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
  /** A named statement is parsed and planned once per connection: the append's hot path. */
  query<R = Record<string, unknown>>(statement: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[]; rowCount: number | null }>;
}

/** Runs work in one database transaction; `Tx` may carry more than SQL (an ORM manager, say). */
export interface TransactionFactory<Tx extends { sql: SqlClient }> {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}
