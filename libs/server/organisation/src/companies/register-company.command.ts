import type { RegisterCompany } from '@timekeep/domain-organisation';
import type { CommandContext } from '@timekeep/server-platform';

export class RegisterCompanyCommand {
  constructor(
    readonly context: CommandContext,
    readonly payload: Omit<RegisterCompany, 'companyId'> & { companyId?: string },
  ) {}
}
