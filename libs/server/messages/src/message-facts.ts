import { randomUUID } from 'node:crypto';
import { Action, MessageKind, Resource, Role, type SupervisorFunction } from '@timekeep/contracts';
import { can, reachesOnlySelf } from '@timekeep/domain-identity';
import { type Account, channelsFor, type MessageDraft } from '@timekeep/domain-messages';
import { ManagementScope } from '@timekeep/server-organisation';
import type { OrmTx } from '@timekeep/server-platform';
import { storedChoices } from './notifications/choices';

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
 * Those accounts that have the right (by default, to approve leave) and whose management scope
 * reaches the department, read as ManagementScope reads it for every other check (an Admin the
 * whole company, a Supervisor the departments they manage and those below).
 */
export async function reachingDepartment(
  tx: OrmTx,
  companyId: string,
  accounts: readonly Account[],
  departmentId: string,
  right: { resource: Resource; action: Action } = { resource: Resource.Leave, action: Action.Approve },
): Promise<Set<string>> {
  const scope = new ManagementScope(tx.manager.connection);
  const reaching = new Set<string>();
  for (const account of accounts) {
    if (!can(account, right.resource, right.action) || reachesOnlySelf(account)) continue;
    const reach = await scope.reachOf({ kind: 'user', id: account.id, companyId, roles: [...account.roles], functions: [...account.functions] }, tx.manager);
    if (reach === 'all' || reach.has(departmentId)) reaching.add(account.id);
  }
  return reaching;
}

/**
 * Writes each draft once, the ways its recipient chose (ADR 0070): into their inbox, and into the
 * outbox a mail and a push for each of their devices, in the caller's transaction, so that what is
 * told and what is sent commit together. A recipient already told from this source keeps the
 * message they have and is sent nothing again.
 */
export async function tell(tx: OrmTx, companyId: string, source: string, at: Date, drafts: readonly MessageDraft[]): Promise<void> {
  if (!drafts.length) return;
  const recipients = drafts.map((d) => d.recipientId);
  const choices = await storedChoices(tx, companyId, recipients);
  const devices = await devicesOf(tx, companyId, recipients);
  for (const d of drafts) {
    const channels = channelsFor(d.kind, choices.get(d.recipientId) ?? []);
    if (channels.app) {
      const { rowCount } = await tx.sql.query(
        `INSERT INTO message (id, company_id, recipient_id, kind, title, body, link, subject, source, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (recipient_id, source) DO NOTHING`,
        [randomUUID(), companyId, d.recipientId, d.kind, d.title, d.body, d.link, d.subject, source, at],
      );
      if (!rowCount) continue;
    }
    const outbox = [...(channels.email ? [{ channel: 'email', subscriptionId: null as string | null }] : []), ...(channels.push ? (devices.get(d.recipientId) ?? []).map((id) => ({ channel: `push:${id}`, subscriptionId: id })) : [])];
    for (const { channel, subscriptionId } of outbox) {
      await tx.sql.query(
        `INSERT INTO notification_delivery (id, company_id, recipient_id, source, channel, subscription_id, kind, title, body, link, created_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
         ON CONFLICT (recipient_id, source, channel) DO NOTHING`,
        [randomUUID(), companyId, d.recipientId, source, channel, subscriptionId, d.kind, d.title, d.body, d.link, at],
      );
    }
  }
}

/** Each recipient's devices that receive push. */
async function devicesOf(tx: OrmTx, companyId: string, accountIds: readonly string[]): Promise<Map<string, string[]>> {
  const { rows } = await tx.sql.query<{ id: string; account_id: string }>(`SELECT id::text, account_id::text FROM push_subscription WHERE company_id = $1 AND account_id = ANY($2::uuid[])`, [companyId, [...new Set(accountIds)]]);
  const byAccount = new Map<string, string[]>();
  for (const r of rows) byAccount.set(r.account_id, [...(byAccount.get(r.account_id) ?? []), r.id]);
  return byAccount;
}

/** The messages about `subject` that wait for someone (a leave request's to its approvers, a claim's or trade's to the planners) are read once it is settled. */
export async function settle(tx: OrmTx, companyId: string, subject: string, at: Date, kind: MessageKind = MessageKind.LeaveRequested): Promise<void> {
  await tx.sql.query(`UPDATE message SET read_at = $3 WHERE company_id = $1 AND subject = $2 AND kind = $4 AND read_at IS NULL`, [companyId, subject, at, kind]);
}
