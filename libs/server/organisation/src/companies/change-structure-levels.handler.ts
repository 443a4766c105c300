import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Resource } from '@timekeep/contracts';
import { decideChangeLevels, LevelInput } from '@timekeep/domain-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { changeCompany, mayChangeCompany } from './company-stream';

export class ChangeStructureLevelsCommand {
  constructor(
    readonly context: CommandContext,
    readonly levels: LevelInput[],
  ) {}
}

/** POST /structure/update: level names, default time zones and which levels new nodes use. */
@CommandHandler(ChangeStructureLevelsCommand)
export class ChangeStructureLevelsHandler implements ICommandHandler<ChangeStructureLevelsCommand> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, levels }: ChangeStructureLevelsCommand): Promise<void> {
    const { companyId } = context.principal;
    mayChangeCompany(context, companyId, Resource.Settings);
    await changeCompany(this.streams, context, { companyId }, (state) => decideChangeLevels(state, levels));
  }
}
