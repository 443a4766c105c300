import { Refusal, RefusalKind } from '@timekeep/domain-kernel';

/** A message centre refusal: a message that is not the reader's own is answered as not found. */
export class MessageError extends Refusal {
  constructor(
    readonly code: 'notFound' | 'forbidden' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'MessageError';
  }

  get kind(): RefusalKind {
    return this.code;
  }
}
