import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CustomerSettings, Role } from '@timekeep/contracts';
import { AccountRuleError } from '@timekeep/domain-identity';
import { appendCompanyRegistration, COMPANY_CODE_EXISTS, isCompanyClash, mayOpenCompanies } from '@timekeep/server-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { accountCreated, appendAccount, isEmailClash, PasswordHasher } from '@timekeep/server-identity';
import { appendDefaultPayTypes, appendPublicHolidays } from '@timekeep/server-pay-rules';

export interface NewCustomer {
  name: string;
  code: string;
  timeZone: string;
  country: string;
  region: string | null;
  settings: CustomerSettings;
  admin: { firstName: string; lastName: string; email: string; password: string };
}

export class OpenCustomerCommand {
  constructor(
    readonly context: CommandContext,
    readonly customer: NewCustomer,
  ) {}
}

/** A Superadmin opens a customer: the company, its settings, its first Admin, public holidays and default pay types commit together or not at all. */
@CommandHandler(OpenCustomerCommand)
export class OpenCustomerHandler implements ICommandHandler<OpenCustomerCommand, { companyId: string; userId: string }> {
  constructor(
    private readonly streams: Streams,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ context, customer }: OpenCustomerCommand): Promise<{ companyId: string; userId: string }> {
    mayOpenCompanies(context);
    const { admin, ...company } = customer;
    try {
      return await this.streams.transaction(async (tx) => {
        const companyId = await appendCompanyRegistration(this.streams, tx, context, company);
        const created = await accountCreated({ ...admin, companyId, roles: [Role.Admin] }, this.hasher);
        await appendAccount(this.streams, tx, context, created);
        // Its region's public holidays for this year and next, so pay groups can pay them from day one.
        const year = context.now.getFullYear();
        await appendPublicHolidays(this.streams, tx, context, companyId, [year, year + 1]);
        await appendDefaultPayTypes(this.streams, tx, context, companyId);
        return { companyId, userId: created.event.data.userId };
      });
    } catch (error) {
      if (isCompanyClash(error)) throw COMPANY_CODE_EXISTS();
      if (isEmailClash(error)) throw new AccountRuleError('exist', 'userEmailExit');
      throw error;
    }
  }
}
