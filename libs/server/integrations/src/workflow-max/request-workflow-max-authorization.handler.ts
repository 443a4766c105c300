import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CompanyQueries } from '@timekeep/server-organisation';
import type { Principal } from '@timekeep/server-platform';
import { WorkflowMaxClient, WorkflowMaxError } from './workflow-max.client';
import { requireWorkflowMaxCompany } from './workflow-max-company';

export class RequestWorkflowMaxAuthorizationCommand {
  constructor(
    readonly principal: Principal,
    readonly now: Date,
  ) {}
}

/**
 * Connect to WorkflowMax, its first step (document 3 §4, §7; docs/decisions/0038-workflow-max.md):
 * a WorkflowMax company's authorization address, with a fresh state and PKCE challenge kept for
 * the return. A server without WorkflowMax's app is refused with the client's sentence.
 */
@CommandHandler(RequestWorkflowMaxAuthorizationCommand)
export class RequestWorkflowMaxAuthorizationHandler implements ICommandHandler<RequestWorkflowMaxAuthorizationCommand, string> {
  constructor(
    private readonly client: WorkflowMaxClient,
    private readonly companies: CompanyQueries,
  ) {}

  async execute({ principal, now }: RequestWorkflowMaxAuthorizationCommand): Promise<string> {
    await requireWorkflowMaxCompany(this.companies, principal.companyId);
    try {
      return await this.client.authorizationUri(principal.companyId, principal.id, now);
    } catch (error) {
      if (error instanceof WorkflowMaxError) throw new BadRequestException({ message: error.message });
      throw error;
    }
  }
}
