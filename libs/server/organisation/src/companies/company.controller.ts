import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { z } from 'zod';
import { Action, CompanyInfo, CompanySettings, INVALID_EMAIL_TEXT, isEmail, MessageReply, Resource, splitEmails, StructureLevelRow } from '@timekeep/contracts';
import {
  AppConfig,
  CommandContext,
  Ctx,
  CurrentPrincipal,
  formBoolean,
  formNumber,
  formText,
  formVersion,
  ImageStore,
  MAX_IMAGE_BYTES,
  parseBody,
  Permission,
  Principal,
  Public,
  requiredText,
} from '@timekeep/server-platform';
import { ChangeCompanyDetailsCommand } from './change-company-details.handler';
import { ChangeCompanyLogoCommand } from './change-company-logo.handler';
import { ChangeStructureLevelsCommand } from './change-structure-levels.handler';
import { countries, Place, regionsOf } from './holiday-regions';
import { CompanyQueries } from './company.queries';

const detailSchema = z.object({
  code: requiredText(50),
  tradingName: requiredText(200),
  domain: formText(200),
  openedOn: formText(10),
  contactName: formText(200),
  title: formText(100),
  email: formText(200).refine((v) => !v || isEmail(v), INVALID_EMAIL_TEXT),
  mobile: formText(50),
  phone: formText(50),
  fax: formText(50),
  physicalAddr: formText(500),
  postalAddr: formText(500),
  latitude: formNumber,
  longitude: formNumber,
  jobLabel: formText(50),
  taskLabel: formText(50),
  actLabel: formText(50),
  partLabel: formText(50),
  standardHoursDisplayName: formText(50),
  guaranteedHoursDisplayName: formText(50),
  timeZoneId: requiredText(64),
  exceptionThreshold: formNumber,
  exceptionLDThreshold: formNumber,
  leaveNtReceivers: z.preprocess((v) => splitEmails(v as string | string[]), z.array(z.string().refine(isEmail, INVALID_EMAIL_TEXT))),
  leaveNotifySupervisor: formBoolean.default(false),
  // Not on the spec's form: absent keeps the company's choice (ADR 0044).
  clockOutsideFence: z.enum(['flag', 'refuse']).optional(),
  version: formVersion,
});

/** Document 3 §5: a blank name or time zone arrives as an empty string. */
const levelsSchema = z.preprocess(
  (body) => (Array.isArray(body) ? body : body && typeof body === 'object' ? Object.values(body as object) : body),
  z.array(z.object({ id: z.string(), labelName: z.string().max(50).default(''), timeZone: z.string().max(64).default(''), isActive: formBoolean })).min(1),
);

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
    const { code, version, ...detail } = parseBody(detailSchema, body);
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
    const levels = parseBody(levelsSchema, body);
    await this.commands.execute(new ChangeStructureLevelsCommand(context, levels));
    return { message: 'success' };
  }
}
