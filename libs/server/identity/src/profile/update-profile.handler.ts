import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decideUpdateProfile, ProfileForm } from '@timekeep/domain-identity';
import { CommandContext } from '@timekeep/server-platform';
import { OwnAccountHandler } from './own-account';

/** The Profile Setting form, and the version it was loaded at (a newer one on the server is a conflict). */
export interface ProfileFields extends ProfileForm {
  version?: number;
}

export class UpdateProfileCommand {
  constructor(readonly context: CommandContext, readonly fields: ProfileFields) {}
}

/** POST /profile: the signed-in person's own names, phones, formats and picture. */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler extends OwnAccountHandler implements ICommandHandler<UpdateProfileCommand> {
  async execute({ context, fields }: UpdateProfileCommand): Promise<void> {
    const account = await this.own(context);
    const events = decideUpdateProfile(account, fields);
    await this.appendOwn(context, fields.version ?? account.version, events);
  }
}
