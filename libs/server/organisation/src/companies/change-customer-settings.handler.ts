import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Role } from '@timekeep/contracts';
import { ChangeCustomerSettings, decideChangeCustomerSettings } from '@timekeep/domain-organisation';
import { CommandContext, hasRole, Streams } from '@timekeep/server-platform';
import { changeCompany } from './company-stream';
import { NotAllowed } from '@timekeep/domain-kernel';

export class ChangeCustomerSettingsCommand {
  constructor(
    readonly context: CommandContext,
    readonly companyId: string,
    readonly payload: ChangeCustomerSettings & { version?: number },
  ) {}
}

/** A Superadmin's licences, features and integrations for one customer. */
@CommandHandler(ChangeCustomerSettingsCommand)
export class ChangeCustomerSettingsHandler implements ICommandHandler<ChangeCustomerSettingsCommand> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, companyId, payload }: ChangeCustomerSettingsCommand): Promise<void> {
    if (context.principal.kind !== 'system' && !hasRole(context.principal, Role.Superadmin)) throw new NotAllowed();
    // Employees arrive with the employee read model; until then no licence is in use.
    const inUse = { employees: 0, appUsers: 0 };
    await changeCompany(this.streams, context, { companyId, version: payload.version }, (state) => decideChangeCustomerSettings(state, payload, inUse));
  }
}
