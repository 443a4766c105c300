import { ConflictException, ForbiddenException } from '@nestjs/common';
import { Action, Resource, Role } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { CompanyEvent, CompanyState, evolveCompany, initialCompanyState } from '@timekeep/domain-organisation';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, hasRole, OrmTx, Streams } from '@timekeep/server-platform';

export const companyStreamId = (companyId: string) => `company-${companyId}`;
export const companyFold = { initial: initialCompanyState, evolve: evolveCompany };

export const COMPANY_CONFLICT = 'This company was changed by someone else. Reload it and try again.';

/** The company's own people act on it with the resource's permission; a Superadmin on any company. */
export function mayChangeCompany(context: CommandContext, companyId: string, resource: Resource): void {
  const { principal } = context;
  if (principal.kind === 'system' || hasRole(principal, Role.Superadmin)) return;
  if (principal.companyId !== companyId || !can(principal, resource, Action.Update)) throw new ForbiddenException();
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
  try {
    await streams.transaction(async (tx) => {
      const { state, version } = await streams.loadOf(tx, target.companyId, companyStreamId(target.companyId), companyFold);
      if (target.version !== undefined && target.version !== version) throw new ConflictException({ message: COMPANY_CONFLICT });
      const events = await decide(state, tx);
      if (events.length) {
        await streams.append(tx, context, { id: companyStreamId(target.companyId), type: 'company', expected: version, companyId: target.companyId }, events);
      }
    });
  } catch (error) {
    if (error instanceof ConcurrencyError) throw new ConflictException({ message: COMPANY_CONFLICT });
    throw error;
  }
}
