/**
 * `Idempotency-Key` (issue 34 §2, ADR 0081; the IETF httpapi draft's header): a POST sent again
 * with the same key and body answers the first reply, and changes nothing again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on a reply that is the stored answer to an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** How long a key answers its first reply; after that it may be used again for a new request. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const IDEMPOTENCY_TEXTS = {
  malformed: `An Idempotency-Key is 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible characters.`,
  otherRequest: 'This Idempotency-Key was sent with another request: use a new key for a new request.',
  inFlight: 'A request with this Idempotency-Key is still being processed: try again shortly.',
  secretReply: 'This call answers a secret, which is never kept: send it without an Idempotency-Key.',
  jsonOnly: 'An Idempotency-Key is taken with a JSON body, not with a file upload.',
} as const;
