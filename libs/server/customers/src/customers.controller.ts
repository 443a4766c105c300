import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import {
  CustomerDetail,
  CustomerRow,
  CustomerSettings,
  EXCEPTION_FLAGS,
  FEATURE_FLAGS,
  MessageReply,
  Page,
  PAYROLL_TYPES,
  Role,
  THIRD_PARTY_TYPES,
} from '@timekeep/contracts';
import { ChangeCustomerSettingsCommand, CompanyQueries, CUSTOMER_SORTS, placeProblem } from '@timekeep/server-organisation';
import { CommandContext, Ctx, formBoolean, formNumber, formText, formVersion, parseListQuery, parseBody, requiredText, Roles } from '@timekeep/server-platform';
import { OpenCustomerCommand } from './open-customer.handler';

const flags = <K extends string>(keys: readonly K[], fallback: boolean) =>
  Object.fromEntries(keys.map((k) => [k, formBoolean.default(fallback)])) as Record<K, z.ZodDefault<typeof formBoolean>>;
const codeOf = (ids: readonly string[]) => z.preprocess((v) => (v === '' ? null : v), z.enum(ids as [string, ...string[]]).nullish().transform((v) => v ?? null));

/** The settings travel flat, like GET /api/company/settings reads them. */
const settingsSchema = z.object({
  country: requiredText(2).transform((c) => c.toUpperCase()),
  region: formText(10),
  sumLicense: formNumber,
  sumAppLicense: formNumber,
  ...flags(FEATURE_FLAGS, false),
  ...flags(EXCEPTION_FLAGS, true),
  thirdPartyTypeId: codeOf(THIRD_PARTY_TYPES.map((t) => t.id)),
  outFaceTypeId: codeOf(PAYROLL_TYPES.map((t) => t.id)),
});
const withPlace = <T extends { country: string; region: string | null }>(schema: z.ZodType<T, z.ZodTypeDef, unknown>) =>
  schema.superRefine((form, ctx) => {
    const problem = placeProblem(form.country, form.region);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['region'], message: problem });
  });
const openSchema = settingsSchema.extend({
  name: requiredText(200),
  code: requiredText(50),
  timeZone: requiredText(64),
  adminFirstName: requiredText(100),
  adminLastName: requiredText(100),
  adminEmail: requiredText(200).email('Invalid Email address!'),
  adminPassword: requiredText(200),
});
const changeSchema = settingsSchema.extend({ id: z.string().uuid(), version: formVersion });

function settingsOf(form: z.infer<typeof settingsSchema>): CustomerSettings {
  const pick = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, (form as unknown as Record<K, boolean>)[k]])) as Record<K, boolean>;
  return {
    sumLicense: form.sumLicense,
    sumAppLicense: form.sumAppLicense,
    features: pick(FEATURE_FLAGS),
    exceptions: pick(EXCEPTION_FLAGS),
    thirdPartyTypeId: form.thirdPartyTypeId as CustomerSettings['thirdPartyTypeId'],
    outFaceTypeId: form.outFaceTypeId as CustomerSettings['outFaceTypeId'],
  };
}

/** The Superadmin's Customer section: every tenant, its licences and features (docs/decisions/0013-customers-and-company-settings.md). */
@Controller()
@Roles(Role.Superadmin)
export class CustomersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly companies: CompanyQueries,
  ) {}

  @Get('api/customers')
  list(@Query() query: unknown): Promise<Page<CustomerRow>> {
    return this.companies.customers(parseListQuery(query, CUSTOMER_SORTS));
  }

  @Get('api/customers/:id')
  detail(@Param('id', ParseUUIDPipe) id: string): Promise<CustomerDetail> {
    return this.companies.customer(id);
  }

  /** Answers 'success' with the new id, 'exist' for a taken company code, 'userEmailExit' for a taken admin email. */
  @Post('customer/save')
  @HttpCode(200)
  async open(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const form = parseBody(withPlace(openSchema), body);
    const customer = {
      name: form.name,
      code: form.code,
      timeZone: form.timeZone,
      country: form.country,
      region: form.region,
      settings: settingsOf(form),
      admin: { firstName: form.adminFirstName, lastName: form.adminLastName, email: form.adminEmail, password: form.adminPassword },
    };
    const { companyId } = await this.commands.execute<OpenCustomerCommand, { companyId: string }>(new OpenCustomerCommand(context, customer));
    return { message: 'success', id: companyId };
  }

  @Post('customer/settings')
  @HttpCode(200)
  async change(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { id, version, country, region, ...form } = parseBody(withPlace(changeSchema), body);
    await this.commands.execute(new ChangeCustomerSettingsCommand(context, id, { settings: settingsOf({ country, region, ...form }), country, region, version }));
    return { message: 'success' };
  }
}
