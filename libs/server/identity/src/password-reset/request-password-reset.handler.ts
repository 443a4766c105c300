import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ResetLinks, ResetThrottle } from './reset-links';

export class RequestPasswordResetCommand {
  constructor(
    readonly email: string,
    /** The client's address, for the per-address limit. */
    readonly address: string,
  ) {}
}

/**
 * Answers the same, and as fast, whether or not the email has an account (ADR 0047): the limits
 * are counted on what was typed, and the lookup, the link and the mail happen after the reply.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly throttle: ResetThrottle,
    private readonly links: ResetLinks,
  ) {}

  async execute({ email, address }: RequestPasswordResetCommand): Promise<void> {
    await this.throttle.check(address, email);
    this.links.later(email);
  }
}
