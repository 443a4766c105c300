import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EXCEPTION_TEXTS, ExceptionType } from '@timekeep/contracts';
import { decideRevert, TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { TimesheetWriter } from '../core/timesheet-writer';
import { ExceptionReviewEntity } from './exception-review.entity';
import { groupBy, ReviewWrites } from './exception-review-writes';

/** POST /timesheet/showException: revert (show again) one or many. */
export class RevertExceptionsCommand {
  constructor(
    readonly context: CommandContext,
    readonly ids: readonly string[],
  ) {}
}

@CommandHandler(RevertExceptionsCommand)
export class RevertExceptionsHandler extends ReviewWrites implements ICommandHandler<RevertExceptionsCommand, number> {
  constructor(streams: Streams, scope: ManagementScope) {
    super(streams, scope);
  }

  async execute({ context, ids }: RevertExceptionsCommand): Promise<number> {
    mustHave(TimesheetWriter.mayEdit(context));
    return this.run(async (tx) => {
      const unique = [...new Set(ids)];
      const reviews = await tx.manager.findBy(ExceptionReviewEntity, { exceptionId: In(unique), companyId: context.principal.companyId });
      if (reviews.length !== unique.length) throw new TimekeepingError('notFound', EXCEPTION_TEXTS.notFound);
      await this.inScope(tx, context, reviews.map((r) => r.employeeId));
      const reverts = reviews.map((r) => ({ exceptionId: r.exceptionId, employeeId: r.employeeId, date: r.date, exceptionType: r.type as ExceptionType }));
      return this.perEmployee(context, tx, groupBy(reverts, (r) => r.employeeId), decideRevert);
    });
  }
}
