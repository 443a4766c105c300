import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Resource } from '@timekeep/contracts';
import { ChangeCompanyDetails, decideChangeCompanyDetails } from '@timekeep/domain-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { CatalogueReferences } from '../ports/structure-ports';
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
  constructor(
    private readonly streams: Streams,
    private readonly payRules: CatalogueReferences,
  ) {}

  async execute({ context, payload }: ChangeCompanyDetailsCommand): Promise<void> {
    const { companyId } = context.principal;
    mayChangeCompany(context, companyId, Resource.Company);
    const { scheduleId, timeRoundingId } = payload.detail;
    await changeCompany(this.streams, context, { companyId, version: payload.version }, async (state, tx) =>
      decideChangeCompanyDetails(state, payload, await companyCodeTaken(tx.manager, payload.code, companyId), {
        scheduleExists: scheduleId ? await this.payRules.exists(tx, companyId, 'scheduleTemplate', scheduleId) : null,
        roundingRuleExists: timeRoundingId ? await this.payRules.exists(tx, companyId, 'roundingRule', timeRoundingId) : null,
      }),
    );
  }
}
