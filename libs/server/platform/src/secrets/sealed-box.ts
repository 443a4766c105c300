import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (third parties' passwords and tokens, webhook signing secrets): AES-256-GCM under
 * a key derived from the server's signing secret and the purpose, so a database copy alone gives
 * none away and one purpose's key opens no other's. Changing JWT_SECRET makes what was sealed
 * unreadable: it must then be entered (or made) again.
 */
export class SealedBox {
  private readonly key: Buffer;

  constructor(purpose: string, serverSecret: string) {
    this.key = createHash('sha256').update(`${purpose}:${serverSecret}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The plain text, or null when it was sealed under another key (or is not sealed at all). */
  open(sealed: string): string | null {
    try {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
