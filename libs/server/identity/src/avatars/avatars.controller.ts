import { Controller, Get, HttpCode, Param, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { AppConfig, CommandContext, Ctx, ImageStore, MAX_IMAGE_BYTES, Public } from '@timekeep/server-platform';
import { ChangeAvatarCommand } from '../profile/profile-commands';

@Controller('api/avatars')
export class AvatarsController {
  private readonly images: ImageStore;

  constructor(
    config: AppConfig,
    private readonly commands: CommandBus,
  ) {
    this.images = new ImageStore(config.uploadDir, 'avatars');
  }

  @Post()
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('avatar', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }))
  async upload(@Ctx() context: CommandContext, @UploadedFile() file: { buffer: Buffer } | undefined): Promise<{ message: string; fileName: string }> {
    const fileName = await this.images.save(file);
    await this.commands.execute(new ChangeAvatarCommand(context, fileName));
    return { message: 'success', fileName };
  }

  @Public()
  @Get(':file')
  read(@Param('file') file: string, @Res() response: Response): void {
    this.images.send(file, response);
  }
}
