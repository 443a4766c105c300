import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type MessageReply, passwordChangeRequestSchema, passwordResetRequestSchema } from '@timekeep/contracts';
import { parseBody, Public } from '@timekeep/server-platform';
import { RequestPasswordResetCommand } from '../password-reset/request-password-reset.handler';
import { ResetPasswordCommand } from '../password-reset/reset-password.handler';

@Controller('password')
export class PasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('sendEmail')
  @HttpCode(200)
  async sendEmail(@Body() body: unknown, @Req() request: { ip?: string }): Promise<MessageReply> {
    await this.commands.execute(new RequestPasswordResetCommand(parseBody(passwordResetRequestSchema, body).email, request.ip ?? 'unknown'));
    return { message: 'success' };
  }

  @Public()
  @Post('changepwd')
  @HttpCode(200)
  async change(@Body() body: unknown): Promise<MessageReply<{ message: string }>> {
    const { password, token } = parseBody(passwordChangeRequestSchema, body);
    const outcome = await this.commands.execute(new ResetPasswordCommand(token, password));
    return { message: outcome, data: { message: outcome } };
  }
}
