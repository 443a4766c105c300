import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountStanding, Principal } from '@timekeep/server-platform';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The guard's question on every user request (ADR 0047): one primary-key read of the account's
 * status and session version. No cache: a cache would have to be invalidated on every API
 * instance, and the read costs about what the JWT check does.
 */
@Injectable()
export class SessionStanding extends AccountStanding {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async stands(principal: Principal): Promise<boolean> {
    if (!UUID.test(principal.id)) return false;
    const rows: Array<{ status: string; session_version: number }> = await this.dataSource.query('SELECT status, session_version FROM user_account WHERE id = $1 AND company_id = $2', [principal.id, principal.companyId]);
    const account = rows[0];
    return !!account && account.status === 'Active' && account.session_version === (principal.sessionVersion ?? 0);
  }
}
