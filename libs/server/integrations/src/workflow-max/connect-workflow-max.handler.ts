import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WorkflowMaxAuth } from '@timekeep/contracts';
import { WorkflowMaxClient, WorkflowMaxError } from './workflow-max.client';

export class ConnectWorkflowMaxCommand {
  constructor(
    /** WorkflowMax's callback query: the state we gave out, and the code or WorkflowMax's error. */
    readonly query: { state?: string; code?: string; error?: string },
    readonly now: Date,
  ) {}
}

/**
 * WorkflowMax's return (docs/decisions/0038-workflow-max.md): the state (given to one user of one
 * company, used once, ten minutes) says whose connection this is; the code becomes the company's
 * tokens. Answers the outcome the transfer page shows (`auth=success|failed`).
 */
@CommandHandler(ConnectWorkflowMaxCommand)
export class ConnectWorkflowMaxHandler implements ICommandHandler<ConnectWorkflowMaxCommand, string> {
  private readonly logger = new Logger(ConnectWorkflowMaxHandler.name);

  constructor(private readonly client: WorkflowMaxClient) {}

  async execute({ query, now }: ConnectWorkflowMaxCommand): Promise<string> {
    try {
      await this.client.completeAuthorization(query, now);
      return WorkflowMaxAuth.Success;
    } catch (error) {
      if (!(error instanceof WorkflowMaxError)) throw error;
      // The reason, never the code or a token: the user sees 'Fail to connect to WorkflowMax.'.
      this.logger.warn(`WorkflowMax connection not completed: ${error.message}`);
      return WorkflowMaxAuth.Failed;
    }
  }
}
