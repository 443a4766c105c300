import { Body, Controller, Get, HttpCode, NotFoundException, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { MessageReply, ProfileDto, ResourcePermission, Role } from '@timekeep/contracts';
import { allowsLoginAsEmployee, permissionsOf } from '@timekeep/domain-identity';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Principal, uploadedImageName } from '@timekeep/server-platform';
import { AccountsQueries } from '../accounts/accounts.queries';
import { ChangePasswordCommand, ChangePinCommand, UpdateProfileCommand } from '../profile/profile-commands';
import { EMPLOYEE_HOME } from '../sessions/login-as-employee.handler';

const optionalText = z.string().trim().max(50).nullish();
const profileSchema = z.object({
  firstName: z.string({ required_error: 'This field is required.' }).trim().min(1, 'This field is required.').max(100),
  lastName: z.string({ required_error: 'This field is required.' }).trim().min(1, 'This field is required.').max(100),
  phone: optionalText,
  mobile: optionalText,
  dateFormat: z.string().optional(),
  timeFormat: z.string().optional(),
  avatarFileName: uploadedImageName,
  version: z.coerce.number().int().positive().optional(),
});
const changePasswordSchema = z.object({
  currentPassword: z.string().default(''),
  newPassword: z.string().default(''),
  confirmPassword: z.string().default(''),
});
const changePinSchema = z.object({ pin: z.coerce.string().default(''), confirmPin: z.coerce.string().optional() });

@Controller('profile')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountsQueries,
  ) {}

  @Get()
  async get(@CurrentPrincipal() principal: Principal): Promise<ProfileDto> {
    const account = await this.accounts.byId(principal.companyId, principal.id);
    if (!account) throw new NotFoundException();
    const actingAsEmployee = principal.roles.length === 1 && principal.roles[0] === Role.Employee;
    return {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      mobile: account.mobile,
      roleName: principal.roles[0],
      roles: account.roles,
      companyId: account.companyId,
      companyName: await this.accounts.companyName(account.companyId),
      redirectUrl: actingAsEmployee ? EMPLOYEE_HOME : '/',
      allowLoginAsEmployee: !actingAsEmployee && allowsLoginAsEmployee(account.roles),
      dateFormat: account.dateFormat,
      timeFormat: account.timeFormat,
      avatar: account.avatar,
      hasPin: account.hasPin,
      version: account.version,
    };
  }

  @Post()
  @HttpCode(200)
  async update(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    await this.commands.execute(new UpdateProfileCommand(context, parseBody(profileSchema, body)));
    return { message: 'success' };
  }

  @Post('change-password')
  @HttpCode(200)
  async changePassword(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { currentPassword, newPassword, confirmPassword } = parseBody(changePasswordSchema, body);
    await this.commands.execute(new ChangePasswordCommand(context, currentPassword, newPassword, confirmPassword));
    return { message: 'success' };
  }

  /** Not shown by the spec: the 4-digit PIN used at kiosks and in the mobile app. */
  @Post('change-pin')
  @HttpCode(200)
  async changePin(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { pin, confirmPin } = parseBody(changePinSchema, body);
    await this.commands.execute(new ChangePinCommand(context, pin, confirmPin));
    return { message: 'success' };
  }

  /** The acting roles' permissions: a dual-role person acting as Employee gets the Employee's. */
  @Get('permissions')
  permissions(@CurrentPrincipal() principal: Principal): ResourcePermission[] {
    return permissionsOf(principal);
  }
}
