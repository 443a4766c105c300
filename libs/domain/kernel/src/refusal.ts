/**
 * How a refusal is answered (docs/decisions/0010-message-codes.md):
 * - `code`: a business refusal the spec names. 200 with `{ message: <code>, ...reply }`; the console maps the code to its text.
 * - `invalid`: a malformed form. 400 with its sentence.
 * - `notFound`: a record out of reach (missing, or another tenant's, or outside the management scope). 404.
 * - `conflict`: a stale form (its version is behind the record's), or a call an OAuth client made that the record's state refuses (a closed pay period). 409, with what `reply` adds.
 * - `forbidden`: the principal may not do this. 403.
 * - `throttled`: too many attempts (sign-in from one address, a locked account). 429.
 */
export type RefusalKind = 'code' | 'invalid' | 'notFound' | 'conflict' | 'forbidden' | 'throttled';

/**
 * The one base of every refusal the domain decides. Each context's error names its own codes and
 * says how each is answered; one exception filter on the server turns any Refusal into its reply,
 * so no controller or handler maps errors to HTTP by hand.
 */
export abstract class Refusal extends Error {
  abstract get kind(): RefusalKind;

  /** What a `code` refusal answers besides its message (for example the names of records in use). */
  get reply(): Record<string, unknown> {
    return {};
  }

  /** The `message` of the answer: the spec's code for `code` refusals, else the sentence. */
  get answer(): string {
    return this.message;
  }
}

/** Builds the answer of a refusal the same way everywhere (the server's filter and tests use it). */
export function refusalReply(refusal: Refusal): { status: number; body: Record<string, unknown> } {
  const status = { code: 200, invalid: 400, notFound: 404, conflict: 409, forbidden: 403, throttled: 429 }[refusal.kind];
  return { status, body: refusal.kind === 'code' || refusal.kind === 'conflict' ? { ...refusal.reply, message: refusal.answer } : { message: refusal.answer } };
}

/** A form loaded at an older version than the record's, or a save that lost the race to another: never a silent overwrite. */
export class StaleForm extends Refusal {
  get kind(): RefusalKind {
    return 'conflict';
  }
}

/** The principal's role, functions or management scope do not allow the action (checked on the server, whatever the console shows). */
export class NotAllowed extends Refusal {
  constructor(message = 'Forbidden') {
    super(message);
  }

  get kind(): RefusalKind {
    return 'forbidden';
  }
}
