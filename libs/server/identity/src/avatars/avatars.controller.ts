import { Controller, Get, HttpCode, Param, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { AppConfig, ImageStore, MAX_IMAGE_BYTES, Public } from '@timekeep/server-platform';

/**
 * POST /api/avatars stores a picture and answers its name; the form it was chosen on (profile,
 * user, employee) saves the name with the rest of the record, so uploading for someone else never
 * changes your own.
 */
@Controller('api/avatars')
export class AvatarsController {
  private readonly images: ImageStore;

  constructor(config: AppConfig) {
    this.images = new ImageStore(config.uploadDir, 'avatars');
  }

  @Post()
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('avatar', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }))
  async upload(@UploadedFile() file: { buffer: Buffer } | undefined): Promise<{ message: string; fileName: string }> {
    return { message: 'success', fileName: await this.images.save(file) };
  }

  @Public()
  @Get(':file')
  read(@Param('file') file: string, @Res() response: Response): void {
    this.images.send(file, response);
  }
}
