import type { Pool, PoolClient } from 'pg';
import type { TransactionFactory } from './sql-client';

export interface PgTx {
  sql: PoolClient;
}

/** Plain pg transactions: for the store's own tests, the benchmark and tools without an ORM. */
export class PgTransactions implements TransactionFactory<PgTx> {
  constructor(private readonly pool: Pool) {}

  async transaction<T>(work: (tx: PgTx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work({ sql: client });
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
      throw error;
    }
  }
}
