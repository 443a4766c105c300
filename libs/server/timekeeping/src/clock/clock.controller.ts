import { ArgumentsHost, Body, Catch, Controller, ExceptionFilter, Get, HttpCode, PayloadTooLargeException, Post, Req, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { CLOCK_TEXTS, clockDeviceSchema, ClockMe, clockPinPunchFormSchema, ClockPunchForm, clockPunchFormSchema, ClockPunchReply, OFFLINE_FIELDS, offlinePunchFieldsSchema, signedPunchText } from '@timekeep/contracts';
import { ClockError, GeoPoint } from '@timekeep/domain-timekeeping';
import { Clock, CommandContext, CurrentPrincipal, imageTypeOf, MAX_IMAGE_BYTES, parseBody, Principal, Public } from '@timekeep/server-platform';
import { ClockDevices } from './clock-devices';
import { ClockPunchCommand, type ClockPunchRequest } from './clock-punch.handler';
import { ClockIdentity, ClockPerson } from './clock-identity';
import { ClockQueries } from './clock.queries';

/** Multer's refusal of a photo over the limit, in the clock's words. */
@Catch(PayloadTooLargeException)
export class ClockPhotoTooLargeFilter implements ExceptionFilter<PayloadTooLargeException> {
  catch(_: PayloadTooLargeException, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().status(413).json({ message: CLOCK_TEXTS.photoTooLarge });
  }
}

type UploadedPhoto = { buffer: Buffer };

interface RequestLike {
  ip?: string;
  id?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The web time clock (ours, not the spec's: docs/decisions/0044-web-time-clock.md). Multipart so a
 * photo can come with the punch. POST /api/clock/punch identifies by company code, clock ID and PIN
 * (a shared tablet, no session); POST /api/clock/my-punch punches as the signed-in employee.
 */
@Controller()
export class ClockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly identity: ClockIdentity,
    private readonly queries: ClockQueries,
    private readonly clock: Clock,
    private readonly devices: ClockDevices,
  ) {}

  /** A device registers the key it signs the punches it keeps offline with (ADR 0071). */
  @Public()
  @Post('api/clock/devices')
  @HttpCode(200)
  async device(@Body() body: unknown, @Req() request: RequestLike): Promise<{ deviceId: string }> {
    const { publicKey } = parseBody(clockDeviceSchema, body);
    return { deviceId: await this.devices.register(publicKey, request.ip ?? 'unknown') };
  }

  /** Before a punch as themself: whether the page asks the device for its location (ADR 0061), and whether they are in. */
  @Get('api/clock/me')
  me(@CurrentPrincipal() principal: Principal): Promise<ClockMe> {
    return this.queries.me(principal, this.clock.now());
  }

  @Public()
  @Post('api/clock/punch')
  @HttpCode(200)
  @UseFilters(ClockPhotoTooLargeFilter)
  @UseInterceptors(FileInterceptor('photo', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }))
  async punch(@Body() body: unknown, @UploadedFile() photo: UploadedPhoto | undefined, @Req() request: RequestLike): Promise<ClockPunchReply> {
    const form = parseBody(clockPinPunchFormSchema, body);
    const offline = await this.offlineOf(form, body);
    if (offline?.replied) return offline.replied;
    const person = await this.identity.byPin(form.companyCode, Number(form.clockId), form.pin, request.ip ?? 'unknown').catch((error: unknown) => {
      // Kept offline, the PIN was right when typed or it was not: either way it is not the PIN now.
      if (offline && error instanceof ClockError && error.message === CLOCK_TEXTS.wrongPin) throw new ClockError('invalid', CLOCK_TEXTS.offlinePin);
      throw error;
    });
    return this.record(person, form, photo, request, offline?.punch ?? null);
  }

  @Post('api/clock/my-punch')
  @HttpCode(200)
  @UseFilters(ClockPhotoTooLargeFilter)
  @UseInterceptors(FileInterceptor('photo', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }))
  async myPunch(@CurrentPrincipal() principal: Principal, @Body() body: unknown, @UploadedFile() photo: UploadedPhoto | undefined, @Req() request: RequestLike): Promise<ClockPunchReply> {
    const form = parseBody(clockPunchFormSchema, body);
    const offline = await this.offlineOf(form, body);
    if (offline?.replied) return offline.replied;
    return this.record(await this.identity.bySession(principal), form, photo, request, offline?.punch ?? null);
  }

  /**
   * A punch the device kept offline (ADR 0071): its fields all there, its signature its device's
   * over what it sends now, and, when it was recorded before, the reply it was given then.
   * (The body was parsed whole first: it is an object of the form's fields.)
   */
  private async offlineOf(form: ClockPunchForm, body: unknown): Promise<{ punch: ClockPunchRequest['offline']; replied: ClockPunchReply | null } | null> {
    if (OFFLINE_FIELDS.every((name) => form[name] === undefined || form[name] === '')) return null;
    const fields = parseBody(offlinePunchFieldsSchema, Object.fromEntries(OFFLINE_FIELDS.map((name) => [name, form[name]])));
    // Over the fields as sent (the form's own parsing trims and reads numbers): the device signed those strings.
    await this.devices.checkSigned(fields.deviceId, signedPunchText(body as Record<string, unknown>), fields.signature);
    return {
      punch: { id: fields.offlineId, deviceId: fields.deviceId, recordedAt: new Date(fields.recordedAt), sentAt: new Date(fields.sentAt) },
      replied: await this.devices.recorded(fields.offlineId, fields.deviceId),
    };
  }

  private record(person: ClockPerson, form: ClockPunchForm, photo: UploadedPhoto | undefined, request: RequestLike, offline: ClockPunchRequest['offline']): Promise<ClockPunchReply> {
    const type = photo ? imageTypeOf(photo.buffer) : null;
    if (photo && (!type || !['png', 'jpg'].includes(type.ext))) throw new ClockError('invalid', CLOCK_TEXTS.notAnImage);
    const { latitude, longitude, accuracy } = form;
    const point: GeoPoint | null = latitude !== undefined && longitude !== undefined ? { latitude, longitude, accuracy: accuracy ?? 0 } : null;
    const correlation = request.headers['x-correlation-id'];
    const context: CommandContext = {
      principal: person.principal,
      source: form.device,
      correlationId: (Array.isArray(correlation) ? correlation[0] : correlation) ?? String(request.id ?? randomUUID()),
      causationId: null,
      now: this.clock.now(),
    };
    return this.commands.execute(new ClockPunchCommand(context, person.employeeId, { asked: form.direction ?? null, point, code: form.code, photo: photo?.buffer ?? null, offline }));
  }
}
