import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Resource } from '@timekeep/contracts';
import { decideChangeLogo } from '@timekeep/domain-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { changeCompany, mayChangeCompany } from './company-stream';

export class ChangeCompanyLogoCommand {
  constructor(
    readonly context: CommandContext,
    readonly logoFileName: string,
  ) {}
}

@CommandHandler(ChangeCompanyLogoCommand)
export class ChangeCompanyLogoHandler implements ICommandHandler<ChangeCompanyLogoCommand> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, logoFileName }: ChangeCompanyLogoCommand): Promise<void> {
    const { companyId } = context.principal;
    mayChangeCompany(context, companyId, Resource.Company);
    await changeCompany(this.streams, context, { companyId }, (state) => decideChangeLogo(state, logoFileName));
  }
}
