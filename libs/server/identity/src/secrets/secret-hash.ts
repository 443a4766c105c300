import { createHash } from 'node:crypto';

/** How refresh-token secrets and reset tokens are stored: high-entropy random values need no slow hash. */
export const secretHash = (value: string) => createHash('sha256').update(value).digest('hex');
