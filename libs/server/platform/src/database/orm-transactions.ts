import type { PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { TransactionFactory } from '@timekeep/event-store';

/** One transaction seen two ways: raw SQL for the event store, an EntityManager for read models. */
export interface OrmTx {
  sql: PoolClient;
  manager: EntityManager;
}

export class OrmTransactions implements TransactionFactory<OrmTx> {
  constructor(private readonly dataSource: DataSource) {}

  async transaction<T>(work: (tx: OrmTx) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    await runner.startTransaction();
    try {
      const result = await work({ sql: client, manager: runner.manager });
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}
