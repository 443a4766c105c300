import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AVAILABILITY_TEXTS, type AvailabilityDto, dateWindowProblem } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { availabilityFold, availabilityStreamId, decideAvailability, RosterError } from '@timekeep/domain-scheduling';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, DateWindows, Streams } from '@timekeep/server-platform';
import { RosterSettingsLookup } from '../roster-publishing/roster-settings';
import { noticeOf, ownEmployee } from './availability';

export class SaveMyAvailabilityCommand {
  constructor(
    readonly context: CommandContext,
    readonly availability: AvailabilityDto,
    readonly version: number,
  ) {}
}

/**
 * POST /api/me/availability (issue 33 §2): the signed-in employee's availability, all of it, at the
 * version she loaded; a change to a day sooner than the notice is refused with the date.
 */
@CommandHandler(SaveMyAvailabilityCommand)
export class SaveMyAvailabilityHandler implements ICommandHandler<SaveMyAvailabilityCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly windows: DateWindows,
    private readonly settings: RosterSettingsLookup,
  ) {}

  async execute({ context, availability, version }: SaveMyAvailabilityCommand): Promise<void> {
    // The install's window of dates (ADR 0051), as for every date of time and leave.
    const window = this.windows.at(context.now);
    const outside = [...availability.patterns.map((p) => p.effectiveFrom), ...availability.dates.map((d) => d.date)].map((day) => dateWindowProblem(day, window, 'A date of your availability')).find(Boolean);
    if (outside) throw new RosterError('invalid', outside);
    try {
      await this.streams.transaction(async (tx) => {
        const employee = await ownEmployee(tx, context.principal);
        const streamId = availabilityStreamId(employee.id);
        const current = await this.streams.load(tx, context, streamId, availabilityFold);
        if (current.version !== version) throw new StaleForm(AVAILABILITY_TEXTS.conflict);
        const { today, noticeDays } = await noticeOf(tx, this.settings, employee.companyId, context.now);
        const events = decideAvailability(current.state, availability, employee.id, today, noticeDays);
        if (events.length) await this.streams.append(tx, context, { id: streamId, type: 'availability', expected: version }, events);
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(AVAILABILITY_TEXTS.conflict);
      throw error;
    }
  }
}
