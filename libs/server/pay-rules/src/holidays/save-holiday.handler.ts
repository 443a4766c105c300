import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PayRuleKind } from '@timekeep/contracts';
import { checkHoliday, HolidayInput } from '@timekeep/domain-pay-rules';
import { CommandContext } from '@timekeep/server-platform';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

export class SaveHolidayCommand {
  constructor(
    readonly context: CommandContext,
    readonly record: { id?: string; version?: number; form: HolidayInput },
  ) {}
}

/** POST /holiday/save: the company's own holiday, checked, then saved in the catalogue (SavePayRuleCommand). Answers its id. */
@CommandHandler(SaveHolidayCommand)
export class SaveHolidayHandler implements ICommandHandler<SaveHolidayCommand, { id: string }> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ context, record: { id, version, form } }: SaveHolidayCommand): Promise<{ id: string }> {
    return this.commands.execute(new SavePayRuleCommand(context, PayRuleKind.Holiday, { id, version, body: checkHoliday(form) }));
  }
}
