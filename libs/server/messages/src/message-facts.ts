import { randomUUID } from 'node:crypto';
import { Action, MessageKind, Resource, Role, type SupervisorFunction } from '@timekeep/contracts';
import { can, reachesOnlySelf } from '@timekeep/domain-identity';
import type { Account, MessageDraft } from '@timekeep/domain-messages';
import { ManagementScope } from '@timekeep/server-organisation';
import type { OrmTx } from '@timekeep/server-platform';

// What the processor and the sweep share: the facts the rules decide on, and the one way a message is written.

/** The company's active accounts: only they can sign in and read an inbox. */
export async function activeAccounts(tx: OrmTx, companyId: string): Promise<Account[]> {
  const { rows } = await tx.sql.query<{ id: string; name: string; roles: Role[]; functions: SupervisorFunction[]; forward_to: string | null }>(
    `SELECT id::text, trim(first_name || ' ' || last_name) AS name, roles, functions, leave_forward_to::text AS forward_to
       FROM user_account WHERE company_id = $1 AND status = 'Active'`,
    [companyId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, roles: r.roles, functions: r.functions ?? [], forwardTo: r.forward_to }));
}

/**
 * Those accounts that may approve leave and whose management scope reaches the department, read
 * as ManagementScope reads it for every other check (an Admin the whole company, a Supervisor the
 * departments they manage and those below).
 */
export async function reachingDepartment(tx: OrmTx, companyId: string, accounts: readonly Account[], departmentId: string): Promise<Set<string>> {
  const scope = new ManagementScope(tx.manager.connection);
  const reaching = new Set<string>();
  for (const account of accounts) {
    if (!can(account, Resource.Leave, Action.Approve) || reachesOnlySelf(account)) continue;
    const reach = await scope.reachOf({ kind: 'user', id: account.id, companyId, roles: [...account.roles], functions: [...account.functions] }, tx.manager);
    if (reach === 'all' || reach.has(departmentId)) reaching.add(account.id);
  }
  return reaching;
}

/** Writes each draft once: a recipient already told from this source keeps the message they have. */
export async function tell(tx: OrmTx, companyId: string, source: string, at: Date, drafts: readonly MessageDraft[]): Promise<void> {
  for (const d of drafts) {
    await tx.sql.query(
      `INSERT INTO message (id, company_id, recipient_id, kind, title, body, link, subject, source, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (recipient_id, source) DO NOTHING`,
      [randomUUID(), companyId, d.recipientId, d.kind, d.title, d.body, d.link, d.subject, source, at],
    );
  }
}

/** The messages about `subject` that wait for someone (a leave request's, to its approvers) are read once it is settled. */
export async function settle(tx: OrmTx, companyId: string, subject: string, at: Date): Promise<void> {
  await tx.sql.query(`UPDATE message SET read_at = $3 WHERE company_id = $1 AND subject = $2 AND kind = $4 AND read_at IS NULL`, [companyId, subject, at, MessageKind.LeaveRequested]);
}
