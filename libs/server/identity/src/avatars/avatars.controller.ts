import { BadRequestException, Controller, Get, HttpCode, NotFoundException, Param, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AppConfig, CommandContext, Ctx, Public } from '@timekeep/server-platform';
import { ChangeAvatarCommand } from '../profile/profile-commands';
import { imageTypeOf, MAX_AVATAR_BYTES, MIME_BY_EXT } from './image-type';

export const UPLOAD_FAILED = 'Failed to upload the image.';
const FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/**
 * Avatars are stored under UPLOAD_DIR with a random 128-bit name. Reading is public (an <img>
 * cannot send a bearer token); the name is the capability (docs/decisions/0008-accounts-and-sessions.md).
 */
@Controller('api/avatars')
export class AvatarsController {
  private readonly dir: string;

  constructor(
    config: AppConfig,
    private readonly commands: CommandBus,
  ) {
    this.dir = resolve(config.uploadDir, 'avatars');
    mkdirSync(this.dir, { recursive: true });
  }

  @Post()
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('avatar', { limits: { fileSize: MAX_AVATAR_BYTES, files: 1 } }))
  async upload(@Ctx() context: CommandContext, @UploadedFile() file: { buffer: Buffer; size: number } | undefined): Promise<{ message: string; fileName: string }> {
    if (!file) throw new BadRequestException({ message: UPLOAD_FAILED });
    const type = imageTypeOf(file.buffer);
    if (!type) throw new BadRequestException({ message: `${UPLOAD_FAILED} Use a PNG, JPEG, GIF or WebP image.` });
    const fileName = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await writeFile(join(this.dir, fileName), file.buffer, { flag: 'wx' });
    await this.commands.execute(new ChangeAvatarCommand(context, fileName));
    return { message: 'success', fileName };
  }

  @Public()
  @Get(':file')
  read(@Param('file') file: string, @Res() response: Response): void {
    if (!FILE_NAME.test(file) || !existsSync(join(this.dir, file))) throw new NotFoundException();
    response.setHeader('Content-Type', MIME_BY_EXT[file.split('.')[1]]);
    response.setHeader('Cache-Control', 'private, max-age=86400, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.sendFile(join(this.dir, file));
  }
}
