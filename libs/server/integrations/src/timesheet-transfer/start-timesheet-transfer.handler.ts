import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { JobRunDto, ThirdPartyTypeId } from '@timekeep/contracts';
import { ManagementScope } from '@timekeep/server-organisation';
import type { CommandContext } from '@timekeep/server-platform';
import { TimesheetTransfers } from './timesheet-transfers';
import { TransferRefusal } from './transfer-adapter';

export class StartTimesheetTransferCommand {
  constructor(
    readonly context: CommandContext,
    /** The integrations the send is for: the company's must be one of them. */
    readonly types: readonly ThirdPartyTypeId[],
    /** The form, as the integration's adapter reads it. */
    readonly payload: unknown,
    /** The company nodes the form names, checked to be the requester's to see before anything else (the uploads'). */
    readonly nodes: readonly string[] | null = null,
  ) {}
}

/** A timesheet transfer's start (docs/decisions/0039-timesheet-transfers.md): the run the page follows; the send is the worker's. */
@CommandHandler(StartTimesheetTransferCommand)
export class StartTimesheetTransferHandler implements ICommandHandler<StartTimesheetTransferCommand, JobRunDto> {
  constructor(
    private readonly transfers: TimesheetTransfers,
    private readonly scope: ManagementScope,
  ) {}

  async execute({ context: { principal }, types, payload, nodes }: StartTimesheetTransferCommand): Promise<JobRunDto> {
    // Another company's nodes are not found.
    if (nodes && !(await this.scope.canSee(principal, ...nodes))) throw new TransferRefusal('This department does not exist.', 'notFound');
    return this.transfers.start(principal, types, payload);
  }
}
