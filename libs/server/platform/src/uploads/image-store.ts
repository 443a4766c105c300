import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { UPLOADED_IMAGE_NAME } from '@timekeep/contracts';
import { imageTypeOf, MIME_BY_EXT } from './image-type';

export const UPLOAD_FAILED = 'Failed to upload the image.';

/**
 * Uploaded images (avatars, logos) under UPLOAD_DIR/<kind> with a random 128-bit name. Reading is
 * public (an <img> cannot send a bearer token); the name is the capability
 * (docs/decisions/0008-accounts-and-sessions.md).
 */
export class ImageStore {
  private readonly dir: string;

  constructor(uploadDir: string, kind: string) {
    this.dir = resolve(uploadDir, kind);
    mkdirSync(this.dir, { recursive: true });
  }

  /** Checks the bytes are an image we accept, stores them, and returns the new file name. */
  async save(file: { buffer: Buffer } | undefined): Promise<string> {
    if (!file) throw new BadRequestException({ message: UPLOAD_FAILED });
    const type = imageTypeOf(file.buffer);
    if (!type) throw new BadRequestException({ message: `${UPLOAD_FAILED} Use a PNG, JPEG, GIF or WebP image.` });
    const fileName = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await writeFile(join(this.dir, fileName), file.buffer, { flag: 'wx' });
    return fileName;
  }

  /** Takes back a file saved for a write that then failed; a file already gone is no error. */
  async remove(file: string): Promise<void> {
    if (!UPLOADED_IMAGE_NAME.test(file)) return;
    await unlink(join(this.dir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  send(file: string, response: Response): void {
    if (!UPLOADED_IMAGE_NAME.test(file) || !existsSync(join(this.dir, file))) throw new NotFoundException();
    response.setHeader('Content-Type', MIME_BY_EXT[file.split('.')[1]]);
    response.setHeader('Cache-Control', 'private, max-age=86400, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Relative to root: send() refuses any dot-directory on an absolute path (the default .data/ is one).
    response.sendFile(file, { root: this.dir });
  }
}
