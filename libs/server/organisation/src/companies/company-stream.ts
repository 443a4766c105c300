import { Action, Resource, Role } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { CompanyEvent, CompanyState, evolveCompany, initialCompanyState } from '@timekeep/domain-organisation';
import { CommandContext, hasRole, OrmTx, Streams } from '@timekeep/server-platform';
import { NotAllowed } from '@timekeep/domain-kernel';

export const companyStreamId = (companyId: string) => `company-${companyId}`;
export const companyFold = { initial: initialCompanyState, evolve: evolveCompany };

export const COMPANY_CONFLICT = 'This company was changed by someone else. Reload it and try again.';

/** The company's own people act on it with the resource's permission; a Superadmin on any company. */
export function mayChangeCompany(context: CommandContext, companyId: string, resource: Resource): void {
  const { principal } = context;
  if (principal.kind === 'system' || hasRole(principal, Role.Superadmin)) return;
  if (principal.companyId !== companyId || !can(principal, resource, Action.Update)) throw new NotAllowed();
}

/**
 * Load the company's stream, decide, append. `version` is what the form was loaded at: a newer
 * stream is a conflict, never a silent overwrite.
 */
export async function changeCompany(
  streams: Streams,
  context: CommandContext,
  target: { companyId: string; version?: number },
  decide: (state: CompanyState, tx: OrmTx) => CompanyEvent[] | Promise<CompanyEvent[]>,
): Promise<void> {
  const stream = { id: companyStreamId(target.companyId), type: 'company', fold: companyFold, version: target.version, conflict: COMPANY_CONFLICT, companyId: target.companyId };
  await streams.handle(context, stream, decide);
}
