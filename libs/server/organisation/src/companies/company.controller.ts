import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { Action, companyDetailRequestSchema, CompanyInfo, CompanySettings, MessageReply, Resource, StructureLevelRow, structureLevelsRequestSchema } from '@timekeep/contracts';
import { AppConfig, CommandContext, Ctx, CurrentPrincipal, ImageStore, MAX_IMAGE_BYTES, parseBody, Permission, Principal, Public } from '@timekeep/server-platform';
import { ChangeCompanyDetailsCommand } from './change-company-details.handler';
import { ChangeCompanyLogoCommand } from './change-company-logo.handler';
import { ChangeStructureLevelsCommand } from './change-structure-levels.handler';
import { countries, Place, regionsOf } from './holiday-regions';
import { CompanyQueries } from './company.queries';

@Controller()
export class CompanyController {
  private readonly logos: ImageStore;

  constructor(
    config: AppConfig,
    private readonly commands: CommandBus,
    private readonly companies: CompanyQueries,
  ) {
    this.logos = new ImageStore(config.uploadDir, 'logos');
  }

  /** Every signed-in person reads their company's switches: the console's behaviour follows them. */
  @Get('api/company/settings')
  settings(@CurrentPrincipal() principal: Principal): Promise<CompanySettings> {
    return this.companies.settings(principal.companyId);
  }

  @Get('api/company/info')
  @Permission(Resource.Company, Action.Visible)
  info(@CurrentPrincipal() principal: Principal): Promise<CompanyInfo> {
    return this.companies.info(principal.companyId);
  }

  /** Answers 'success', or 'exist' when another company holds the code (spec §8). */
  @Post('mydetail/save')
  @HttpCode(200)
  @Permission(Resource.Company, Action.Update)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { code, version, ...detail } = parseBody(companyDetailRequestSchema, body);
    await this.commands.execute(new ChangeCompanyDetailsCommand(context, { code, detail, version }));
    return { message: 'success' };
  }

  @Post('api/company/logo')
  @HttpCode(200)
  @Permission(Resource.Company, Action.Update)
  @UseInterceptors(FileInterceptor('logoFile', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }))
  async uploadLogo(@Ctx() context: CommandContext, @UploadedFile() file: { buffer: Buffer } | undefined): Promise<{ message: string; logourl: string }> {
    const fileName = await this.logos.save(file);
    await this.commands.execute(new ChangeCompanyLogoCommand(context, fileName));
    return { message: 'success', logourl: fileName };
  }

  @Public()
  @Get('api/company/logo')
  logo(@Query('logoUrl') file: string, @Res() response: Response): void {
    this.logos.send(String(file ?? ''), response);
  }

  @Get('api/countries')
  countries(): Place[] {
    return countries();
  }

  @Get('api/countries/:code/regions')
  regions(@Param('code') code: string): Place[] {
    return regionsOf(code);
  }

  @Get('api/company-structures')
  @Permission(Resource.Settings, Action.Visible)
  levels(@CurrentPrincipal() principal: Principal): Promise<StructureLevelRow[]> {
    return this.companies.levels(principal.companyId);
  }

  @Post('structure/update')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async updateLevels(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const levels = parseBody(structureLevelsRequestSchema, body);
    await this.commands.execute(new ChangeStructureLevelsCommand(context, levels));
    return { message: 'success' };
  }
}
