import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import type { MessageReply } from '@timekeep/contracts';
import { parseBody, Public } from '@timekeep/server-platform';
import { RequestPasswordResetCommand, ResetPasswordCommand } from '../password-reset/password-reset-commands';

const sendEmailSchema = z.object({
  email: z
    .string({ required_error: "Email can't be empty, please fill in a valid email here." })
    .trim()
    .min(1, "Email can't be empty, please fill in a valid email here.")
    .regex(/^\S+@\S+\.\S{2,}$/, 'Invalid Email address!'),
});
const changeSchema = z.object({ password: z.string().default(''), token: z.string().default('') });

@Controller('password')
export class PasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('sendEmail')
  @HttpCode(200)
  async sendEmail(@Body() body: unknown, @Req() request: { ip?: string }): Promise<MessageReply> {
    await this.commands.execute(new RequestPasswordResetCommand(parseBody(sendEmailSchema, body).email, request.ip ?? 'unknown'));
    return { message: 'success' };
  }

  @Public()
  @Post('changepwd')
  @HttpCode(200)
  async change(@Body() body: unknown): Promise<MessageReply<{ message: string }>> {
    const { password, token } = parseBody(changeSchema, body);
    const outcome = await this.commands.execute(new ResetPasswordCommand(token, password));
    return { message: outcome, data: { message: outcome } };
  }
}
