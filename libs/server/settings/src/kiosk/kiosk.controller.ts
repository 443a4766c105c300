import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  Action,
  KioskContact,
  kioskContactRequestSchema,
  kioskContactsDeleteRequestSchema,
  KioskContents,
  KioskContentsOfType,
  kioskContentsQuerySchema,
  kioskContentsRequestSchema,
  MessageReply,
  Page,
  Resource,
} from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, nestDottedKeys, parseListQuery, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { DeleteKioskContactsCommand } from './delete-kiosk-contacts.handler';
import { SaveKioskContactCommand } from './save-kiosk-contact.handler';
import { SaveKioskContentsCommand } from './save-kiosk-contents.handler';
import { KIOSK_CONTACT_SORTS, KioskQueries } from './kiosk.queries';

/** Kiosk contents and contacts (document 3 §2, §3, §7): what visitors and contractors see at a kiosk. */
@Controller()
export class KioskController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: KioskQueries,
  ) {}

  @Get('kiosk-contents')
  @Permission(Resource.Settings, Action.Visible)
  contents(@CurrentPrincipal() principal: Principal): Promise<KioskContents> {
    return this.queries.contents(principal.companyId);
  }

  /** Answers 'success'; a blank label or an item that is not valid is a 400 with its sentence, a stale form a 409. */
  @Post('kiosk-contents')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async saveContents(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { kioskUserTypeToLabelMap: labels, kioskUserTypeToKioskContentsMap: contents, version } = parseBody(kioskContentsRequestSchema, nestDottedKeys((body ?? {}) as Record<string, unknown>));
    await this.commands.execute(new SaveKioskContentsCommand(context, { labels, contents }, version));
    return { message: 'success' };
  }

  /** What a kiosk shows one kind of visitor: ?type=Visitor or Contractor. */
  @Get('api/kiosk-contents')
  @Permission(Resource.Settings, Action.Visible)
  contentsOf(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<KioskContentsOfType> {
    return this.queries.contentsOf(principal.companyId, parsePayload(kioskContentsQuerySchema, query).type);
  }

  /** Anyone of the company may read whom visitors can ask for (the menu's 'Contact Us' opens it); changes take the settings' right. */
  @Get('api/kiosk-contacts')
  contacts(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<Page<KioskContact>> {
    return this.queries.contacts(principal.companyId, parseListQuery(query, KIOSK_CONTACT_SORTS));
  }

  /** Fields plus id (empty when new); answers 'success' with the contact's id. */
  @Post('kiosk/contact/save')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async saveContact(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id: string }> {
    const saved = await this.commands.execute<SaveKioskContactCommand, { id: string }>(new SaveKioskContactCommand(context, parseBody(kioskContactRequestSchema, body)));
    return { message: 'success', id: saved.id };
  }

  @Post('kiosk/contact/delete')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async deleteContacts(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    await this.commands.execute(new DeleteKioskContactsCommand(context, parseBody(kioskContactsDeleteRequestSchema, body).ids));
    return { message: 'success' };
  }
}
