import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AVAILABILITY_TEXTS, type AvailabilityDto } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { availabilityFold, availabilityStreamId, decideAvailability } from '@timekeep/domain-scheduling';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, Streams } from '@timekeep/server-platform';
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
  constructor(private readonly streams: Streams) {}

  async execute({ context, availability, version }: SaveMyAvailabilityCommand): Promise<void> {
    try {
      await this.streams.transaction(async (tx) => {
        const employee = await ownEmployee(tx, context.principal);
        const streamId = availabilityStreamId(employee.id);
        const current = await this.streams.load(tx, context, streamId, availabilityFold);
        if (current.version !== version) throw new StaleForm(AVAILABILITY_TEXTS.conflict);
        const { today, noticeDays } = await noticeOf(tx, employee.companyId, context.now);
        const events = decideAvailability(current.state, availability, employee.id, today, noticeDays);
        if (events.length) await this.streams.append(tx, context, { id: streamId, type: 'availability', expected: version }, events);
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(AVAILABILITY_TEXTS.conflict);
      throw error;
    }
  }
}
