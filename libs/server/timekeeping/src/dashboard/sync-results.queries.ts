import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Principal } from '@timekeep/server-platform';

/**
 * Sync results (document 3 §2 "Sync results": date, type, status Success/Warning/Error, message).
 * No integration records its results yet (the MYOB Advanced employee check answers in the request
 * and keeps nothing), so there is no sync log table: the count reads the event store, where a sync
 * records each result as an event on a stream of type 'sync-result' with `status` in its data.
 * Today that is a real query answering 0; the sync log's owner moves it to its table with the list
 * (docs/decisions/0030-dashboard.md).
 */
@Injectable()
export class SyncResultsQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** GET /api/sync-results/error-count: the company's results with status Error. */
  async errorCount(principal: Principal): Promise<number> {
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM streams s JOIN events e ON e.stream_id = s.stream_id
        WHERE s.company_id = $1 AND s.stream_type = 'sync-result' AND e.data->>'status' = 'Error'`,
      [principal.companyId],
    );
    return count;
  }
}
