import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PayRuleKind } from '@timekeep/contracts';
import { checkWorkplace, WorkplaceInput } from '@timekeep/domain-settings';
import { SavePayRuleCommand } from '@timekeep/server-pay-rules';
import { CommandContext } from '@timekeep/server-platform';

export class SaveWorkplaceCommand {
  constructor(
    readonly context: CommandContext,
    /** `employeeIds` absent: the site's employees stay as they are. */
    readonly record: { id?: string; version?: number; form: WorkplaceInput; employeeIds?: string[] },
  ) {}
}

/**
 * POST /workPlace/save: the site checked, then saved in the pay-rules catalogue
 * (SavePayRuleCommand) with its employees and the WorkplaceGuard's checks. Answers its id.
 */
@CommandHandler(SaveWorkplaceCommand)
export class SaveWorkplaceHandler implements ICommandHandler<SaveWorkplaceCommand, { id: string }> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ context, record: { id, version, form, employeeIds } }: SaveWorkplaceCommand): Promise<{ id: string }> {
    return this.commands.execute(new SavePayRuleCommand(context, PayRuleKind.Workplace, { id, version, body: checkWorkplace(form), employeeIds }));
  }
}
