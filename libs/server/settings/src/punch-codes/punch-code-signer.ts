import { Injectable } from '@nestjs/common';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SpecialFields, StandardFields } from '@timekeep/domain-settings';
import { punchCodeSigningText, punchCodeText, readPunchCodeText } from '@timekeep/domain-settings';
import { AppConfig } from '@timekeep/server-platform';

/** 'v1.' names the scheme, so a later one can be told apart without guessing. */
const SCHEME = 'v1.';

/**
 * Signs punch codes so a clock can refuse a forged code or another company's: HMAC-SHA256 over the
 * payload's fields under a key per company, derived from the server's secret (never stored, never
 * sent). Changing JWT_SECRET invalidates printed codes: they must then be generated again.
 */
@Injectable()
export class PunchCodeSigner {
  private readonly master: Buffer;

  constructor(config: AppConfig) {
    this.master = createHash('sha256').update(`timekeep-punch-codes:${config.jwtSecret}`).digest();
  }

  sign<F extends StandardFields | SpecialFields>(companyId: string, fields: F): { payload: F & { sig: string }; text: string } {
    const payload = { ...fields, sig: this.signature(companyId, punchCodeSigningText(fields)) };
    return { payload, text: punchCodeText(payload) };
  }

  /** The scanned code's fields when the company signed it; null for anything else (forged, altered, another company's, not a code). */
  verify(companyId: string, text: string): Record<string, string | null> | null {
    const read = readPunchCodeText(text);
    if (!read) return null;
    const expected = Buffer.from(this.signature(companyId, punchCodeSigningText(read)));
    const given = Buffer.from(read.sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const { sig: _, ...fields } = read;
    return fields;
  }

  private signature(companyId: string, text: string): string {
    const key = createHmac('sha256', this.master).update(`company:${companyId}`).digest();
    return SCHEME + createHmac('sha256', key).update(text).digest('base64url');
  }
}
