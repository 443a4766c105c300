import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { Role } from '@timekeep/contracts';
import { CompanyRuleError, decideRegisterCompany, initialCompanyState, RegisterCompany } from '@timekeep/domain-organisation';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, hasRole, OrmTx, Streams } from '@timekeep/server-platform';
import { CompanyDeviceTokenEntity } from './company-device-token.entity';
import { companyStreamId } from './company-stream';
import { companyCodeTaken } from './company.queries';
import { NotAllowed } from '@timekeep/domain-kernel';

export function mayOpenCompanies(context: CommandContext): void {
  if (context.principal.kind !== 'system' && !hasRole(context.principal, Role.Superadmin)) throw new NotAllowed();
}

/** Decides and appends a registration inside the caller's transaction, so onboarding can add its admin in the same commit. */
export async function appendCompanyRegistration(
  streams: Streams,
  tx: OrmTx,
  context: CommandContext,
  payload: Omit<RegisterCompany, 'companyId'> & { companyId?: string },
): Promise<string> {
  const companyId = payload.companyId ?? randomUUID();
  if (await companyCodeTaken(tx.manager, payload.code, companyId)) throw COMPANY_CODE_EXISTS();
  const events = decideRegisterCompany(initialCompanyState, { ...payload, companyId });
  await streams.append(tx, context, { id: companyStreamId(companyId), type: 'company', expected: 'no_stream', companyId }, events);
  // The device token is a bearer value: kept beside the log, never in it (ADR 0050).
  await tx.manager.insert(CompanyDeviceTokenEntity, { companyId, token: randomBytes(24).toString('base64url'), createdAt: context.now });
  return companyId;
}

/** A duplicate company code (the read model's unique index) or a company id already used. */
export function isCompanyClash(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return error instanceof ConcurrencyError || (code === '23505' && constraint === 'company_code_key');
}

export const COMPANY_CODE_EXISTS = () => new CompanyRuleError('exist', 'Warning: Code is exist.');

export class RegisterCompanyCommand {
  constructor(
    readonly context: CommandContext,
    readonly payload: Omit<RegisterCompany, 'companyId'> & { companyId?: string },
  ) {}
}

/** Only a Superadmin (or the system, for seeding) opens a new tenant. */
@CommandHandler(RegisterCompanyCommand)
export class RegisterCompanyHandler implements ICommandHandler<RegisterCompanyCommand, { companyId: string }> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, payload }: RegisterCompanyCommand): Promise<{ companyId: string }> {
    mayOpenCompanies(context);
    try {
      return { companyId: await this.streams.transaction((tx) => appendCompanyRegistration(this.streams, tx, context, payload)) };
    } catch (error) {
      if (isCompanyClash(error)) throw COMPANY_CODE_EXISTS();
      throw error;
    }
  }
}
