import { ForbiddenException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Role } from '@timekeep/contracts';
import { CompanyRuleError, decideRegisterCompany, evolveCompany, initialCompanyState } from '@timekeep/domain-organisation';
import { hasRole, Streams } from '@timekeep/server-platform';
import { RegisterCompanyCommand } from './register-company.command';

export const companyStreamId = (companyId: string) => `company-${companyId}`;

/** Only a Superadmin (or the system, for seeding) opens a new tenant. */
@CommandHandler(RegisterCompanyCommand)
export class RegisterCompanyHandler implements ICommandHandler<RegisterCompanyCommand, { companyId: string }> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, payload }: RegisterCompanyCommand): Promise<{ companyId: string }> {
    const { principal } = context;
    if (principal.kind !== 'system' && !hasRole(principal, Role.Superadmin)) throw new ForbiddenException();
    const companyId = payload.companyId ?? randomUUID();
    const events = decideRegisterCompany(initialCompanyState, { ...payload, companyId });
    try {
      await this.streams.transaction((tx) =>
        this.streams.append(tx, context, { id: companyStreamId(companyId), type: 'company', expected: 'no_stream', companyId }, events),
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505' || (error as { code?: string }).code === 'concurrency') {
        throw new CompanyRuleError('exist', 'Warning: Code is exist.');
      }
      throw error;
    }
    return { companyId };
  }
}

export const companyFold = { initial: initialCompanyState, evolve: evolveCompany };
