import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { SyncStatus, SyncType } from '@timekeep/contracts';
import { SyncResultEntity } from './sync-result.entity';

export interface SyncEntry {
  companyId: string;
  type: SyncType;
  status: SyncStatus;
  /** The sentence the administrator reads in the Sync Results list. */
  message: string;
  /** The third-party system, when the exchange was with one. */
  integration?: string | null;
  /** What support needs to follow it up (ids sent, refusals). Never tokens or passwords. */
  detail?: unknown;
  jobRunId?: string | null;
  /** Who asked: a user id, an OAuth client id, or 'system'. */
  actorId: string;
  /**
   * When it happened. Left out, the log stamps the system time: a record of when something really
   * happened, not business time (ADR 0053), so entries written by the API and the worker order as
   * they happened even under a set clock. Tests place entries in the past with it.
   */
  at?: Date;
}

/**
 * Writes the Sync Results log. Each import, sync and send records its outcome in the same
 * transaction as its last write, so the list never claims what did not commit; a failure that
 * rolled its work back is recorded on its own afterwards.
 */
@Injectable()
export class SyncLog {
  async record(manager: EntityManager, entry: SyncEntry): Promise<string> {
    const id = randomUUID();
    await manager.insert(SyncResultEntity, {
      id,
      companyId: entry.companyId,
      occurredAt: entry.at ?? new Date(),
      type: entry.type,
      status: entry.status,
      message: entry.message,
      integration: entry.integration ?? null,
      detail: entry.detail ?? null,
      jobRunId: entry.jobRunId ?? null,
      actorId: entry.actorId,
    } as QueryDeepPartialEntity<SyncResultEntity>);
    return id;
  }
}
