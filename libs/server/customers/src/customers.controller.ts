import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  CustomerDetail,
  customerOpenRequestSchema,
  CustomerRow,
  CustomerSettings,
  CustomerSettingsFields,
  customerSettingsRequestSchema,
  EXCEPTION_FLAGS,
  FEATURE_FLAGS,
  MessageReply,
  Page,
  Role,
} from '@timekeep/contracts';
import { ChangeCustomerSettingsCommand, CompanyQueries, CUSTOMER_SORTS, withKnownPlace } from '@timekeep/server-organisation';
import { CommandContext, Ctx, parseListQuery, parseBody, Roles } from '@timekeep/server-platform';
import { OpenCustomerCommand } from './open-customer.handler';

/** The flat form's settings as the commands take them. */
function settingsOf(form: CustomerSettingsFields): CustomerSettings {
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
    const form = parseBody(withKnownPlace(customerOpenRequestSchema), body);
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
    const { id, version, country, region, ...form } = parseBody(withKnownPlace(customerSettingsRequestSchema), body);
    await this.commands.execute(new ChangeCustomerSettingsCommand(context, id, { settings: settingsOf({ country, region, ...form }), country, region, version }));
    return { message: 'success' };
  }
}
