import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Resource } from '@timekeep/contracts';
import { ChangeCompanyDetails, decideChangeCompanyDetails } from '@timekeep/domain-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { changeCompany, mayChangeCompany } from './company-stream';
import { companyCodeTaken } from './company.queries';

export class ChangeCompanyDetailsCommand {
  constructor(
    readonly context: CommandContext,
    readonly payload: ChangeCompanyDetails & { version?: number },
  ) {}
}

/** POST /mydetail/save: the company detail form of the signed-in user's own company. */
@CommandHandler(ChangeCompanyDetailsCommand)
export class ChangeCompanyDetailsHandler implements ICommandHandler<ChangeCompanyDetailsCommand> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, payload }: ChangeCompanyDetailsCommand): Promise<void> {
    const { companyId } = context.principal;
    mayChangeCompany(context, companyId, Resource.Company);
    await changeCompany(this.streams, context, { companyId, version: payload.version }, async (state, tx) =>
      decideChangeCompanyDetails(state, payload, await companyCodeTaken(tx.manager, payload.code, companyId)),
    );
  }
}
