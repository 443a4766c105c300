import { NotAllowed } from '@timekeep/domain-kernel';
import { managesWebhooks } from '@timekeep/domain-identity';
import type { OrmTx, Principal } from '@timekeep/server-platform';

/** Webhooks are the company's settings: those who keep them (the rule the notices of a disabled subscription follow too); an OAuth client or anyone else is refused. */
export function mustManageWebhooks(principal: Principal): void {
  if (principal.kind !== 'user' || !managesWebhooks(principal)) throw new NotAllowed();
}

/** The company's departments among `ids` (a filter naming another company's department is refused, never kept). */
export async function departmentsAmong(tx: OrmTx, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const { rows } = await tx.sql.query<{ id: string }>(`SELECT id::text FROM department WHERE company_id = $1 AND id = ANY($2::uuid[])`, [companyId, ids]);
  return new Set(rows.map((r) => r.id));
}
