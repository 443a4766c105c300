import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MessageReply, ProfileDto, profilePasswordRequestSchema, profilePinRequestSchema, profileUpdateRequestSchema, ResourcePermission } from '@timekeep/contracts';
import { permissionsOf } from '@timekeep/domain-identity';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Principal } from '@timekeep/server-platform';
import { ChangePasswordCommand } from '../profile/change-password.handler';
import { ChangePinCommand } from '../profile/change-pin.handler';
import { ProfileQueries } from '../profile/profile.queries';
import { UpdateProfileCommand } from '../profile/update-profile.handler';

@Controller('profile')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ProfileQueries,
  ) {}

  @Get()
  get(@CurrentPrincipal() principal: Principal): Promise<ProfileDto> {
    return this.queries.profile(principal);
  }

  @Post()
  @HttpCode(200)
  async update(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    await this.commands.execute(new UpdateProfileCommand(context, parseBody(profileUpdateRequestSchema, body)));
    return { message: 'success' };
  }

  @Post('change-password')
  @HttpCode(200)
  async changePassword(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { currentPassword, newPassword, confirmPassword } = parseBody(profilePasswordRequestSchema, body);
    await this.commands.execute(new ChangePasswordCommand(context, currentPassword, newPassword, confirmPassword));
    return { message: 'success' };
  }

  /** Not shown by the spec: the 4-digit PIN used at kiosks and in the mobile app. */
  @Post('change-pin')
  @HttpCode(200)
  async changePin(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { pin, confirmPin } = parseBody(profilePinRequestSchema, body);
    await this.commands.execute(new ChangePinCommand(context, pin, confirmPin));
    return { message: 'success' };
  }

  /** The acting roles' permissions: a dual-role person acting as Employee gets the Employee's. */
  @Get('permissions')
  permissions(@CurrentPrincipal() principal: Principal): ResourcePermission[] {
    return permissionsOf(principal);
  }
}
