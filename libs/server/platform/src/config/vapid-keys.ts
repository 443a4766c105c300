import { createECDH, createHmac } from 'node:crypto';

export interface VapidKeys {
  /** base64url, an uncompressed P-256 point: the browsers' applicationServerKey. */
  publicKey: string;
  /** base64url, the 32-byte scalar that signs each push's JWT. */
  privateKey: string;
  /** mailto: or https: address push services may write to. */
  subject?: string;
}

/** The order of P-256's group: a private key is a scalar in [1, n). */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/**
 * An install without VAPID keys outside production (`npm start`, tests): a pair derived from its
 * signing key, so that its api and worker, which read the same key, sign with the same pair and a
 * device subscribed yesterday still receives today. Production sets its own pair (ADR 0070): a
 * rotated JWT_SECRET must not silently orphan every device's subscription.
 */
export function vapidKeysFrom(signingKey: string): VapidKeys {
  for (let round = 0; ; round++) {
    const scalar = createHmac('sha256', signingKey).update(`timekeep vapid ${round}`).digest();
    const value = BigInt(`0x${scalar.toString('hex')}`);
    if (value === 0n || value >= P256_ORDER) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(scalar);
    return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: scalar.toString('base64url') };
  }
}
