import { SetMetadata } from '@nestjs/common';

export const SECRET_REPLY = 'idempotency:secret-reply';

/**
 * A route whose reply carries a secret shown once (a signing secret, a token, a feed's address, a
 * punch code): its reply is never kept for an `Idempotency-Key` (ADR 0081), so a key sent to it is
 * refused rather than a secret stored in the clear and answered again.
 */
export const SecretReply = () => SetMetadata(SECRET_REPLY, true);
