import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { UploadConnectionKind } from '@timekeep/domain-integrations';
import { CommandBus } from '@nestjs/cqrs';
import { Action, MessageReply, MyobAdvancedConnectionDto, myobConnectionSaveSchema, Resource, UploadConnectionDto, uploadConnectionSaveSchema } from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { ConnectionsQueries } from './connections.queries';
import { SaveMyobConnectionCommand } from './save-myob-connection.handler';
import { SaveUploadConnectionCommand } from './save-upload-connection.handler';

/** The company's MYOB Advanced connection (docs/decisions/0020-myob-advanced.md) and GreenTree or AX upload endpoint (0039); Admins only, the password or key never read back. */
@Controller()
export class ConnectionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ConnectionsQueries,
  ) {}

  @Get('api/integrations/myob-advanced')
  @Permission(Resource.Settings, Action.Update)
  connection(@CurrentPrincipal() principal: Principal): Promise<MyobAdvancedConnectionDto> {
    return this.queries.myobAdvanced(principal.companyId);
  }

  @Post('integrations/myob-advanced/save')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { version, ...input } = parseBody(myobConnectionSaveSchema, body);
    await this.commands.execute(new SaveMyobConnectionCommand(context, input, version));
    return { message: 'success' };
  }

  @Get('api/integrations/greentree')
  @Permission(Resource.Settings, Action.Update)
  greenTree(@CurrentPrincipal() principal: Principal): Promise<UploadConnectionDto> {
    return this.queries.upload(principal.companyId, 'greenTree');
  }

  @Get('api/integrations/ax')
  @Permission(Resource.Settings, Action.Update)
  ax(@CurrentPrincipal() principal: Principal): Promise<UploadConnectionDto> {
    return this.queries.upload(principal.companyId, 'ax');
  }

  @Post('integrations/greentree/save')
  @HttpCode(200)
  saveGreenTree(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return this.saveUpload(context, 'greenTree', body);
  }

  @Post('integrations/ax/save')
  @HttpCode(200)
  saveAx(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return this.saveUpload(context, 'ax', body);
  }

  private async saveUpload(context: CommandContext, kind: UploadConnectionKind, body: unknown): Promise<MessageReply> {
    const { version, ...input } = parseBody(uploadConnectionSaveSchema, body);
    await this.commands.execute(new SaveUploadConnectionCommand(context, kind, input, version));
    return { message: 'success' };
  }
}
