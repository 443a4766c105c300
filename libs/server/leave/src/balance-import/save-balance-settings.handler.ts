import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { LeaveBalanceSettings } from '@timekeep/contracts';
import { checkBalanceSettings } from '@timekeep/domain-leave';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { BALANCE_SETTINGS_STREAM, balanceSettingsSaved, balanceSettingsStreamId, type BalanceSettingsSavedData } from './balance-import.events';
import { leaveTypesOf } from './balance-import.queries';

export class SaveBalanceSettingsCommand {
  constructor(
    readonly context: CommandContext,
    readonly settings: LeaveBalanceSettings,
    /** The settings' version as the form read them; a save meanwhile is a conflict. */
    readonly version?: number,
  ) {}
}

const fold = { initial: null as BalanceSettingsSavedData | null, evolve: (_: BalanceSettingsSavedData | null, e: { data: BalanceSettingsSavedData }) => e.data };

/** POST /leaveBalance/list: the company's settings, checked against its leave types; an unchanged form appends nothing. */
@CommandHandler(SaveBalanceSettingsCommand)
export class SaveBalanceSettingsHandler implements ICommandHandler<SaveBalanceSettingsCommand> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, settings, version }: SaveBalanceSettingsCommand): Promise<void> {
    const companyId = context.principal.companyId;
    await this.streams.handle(
      context,
      { id: balanceSettingsStreamId(companyId), type: BALANCE_SETTINGS_STREAM, fold, version, conflict: 'The leave balance settings were changed by someone else. Reload them and try again.' },
      async (current, tx) => {
        const checked = checkBalanceSettings(settings, await leaveTypesOf(tx, companyId));
        return JSON.stringify(current) === JSON.stringify(checked) ? [] : [balanceSettingsSaved(checked)];
      },
    );
  }
}
