import { createHash, timingSafeEqual } from 'node:crypto';

/** How refresh-token secrets and reset tokens are stored: high-entropy random values need no slow hash. */
export const secretHash = (value: string) => createHash('sha256').update(value).digest('hex');

/** Two stored hashes compared in constant time (a lookup by secret never tells how much of it matched). */
export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
