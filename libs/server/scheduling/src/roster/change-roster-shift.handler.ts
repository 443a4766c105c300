import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, EventType } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { checkShift, ShiftInput } from '@timekeep/domain-scheduling';
import { ManagementScope } from '@timekeep/server-organisation';
import { settingsWithin } from '@timekeep/server-people';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { appendShiftEvent, loadShift, mayChangeShifts, SHIFT_CONFLICT } from './roster-shift-stream';

export class ChangeRosterShiftCommand {
  constructor(
    readonly context: CommandContext,
    readonly shiftId: string,
    readonly input: Pick<ShiftInput, 'colorCode' | 'labelName' | 'breakTime'>,
    /** The shift's version the form was loaded at; a newer one is a conflict. */
    readonly version?: number,
  ) {}
}

/** POST /standardshifts/updateBaseshift: a shift's colour, label and break (its break only when the company lets breaks be edited). */
@CommandHandler(ChangeRosterShiftCommand)
export class ChangeRosterShiftHandler implements ICommandHandler<ChangeRosterShiftCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

  async execute({ context, shiftId, input, version }: ChangeRosterShiftCommand): Promise<void> {
    mayChangeShifts(context, Action.Update);
    await this.streams.transaction(async (tx) => {
      const { state, version: current } = await loadShift(this.streams, this.scope, tx, context, shiftId);
      if (version !== undefined && version !== current) throw new StaleForm(SHIFT_CONFLICT);
      const settings = await settingsWithin(tx, context.principal.companyId);
      const fields = checkShift(
        { ...state, colorCode: input.colorCode ?? state.colorCode, labelName: input.labelName ?? state.labelName, breakTime: settings.allowEditBreakTime ? (input.breakTime ?? state.breakTime) : state.breakTime },
        { colorCode: state.colorCode, breakEditable: true },
      );
      await appendShiftEvent(this.streams, tx, context, shiftId, current, { type: EventType.RosterShiftSaved, v: 1, data: { ...fields, shiftId } });
    });
  }
}
