import { Refusal, refusalReply, RefusalKind, StaleForm } from './refusal';

class Coded extends Refusal {
  constructor(
    readonly code: string,
    private readonly which: RefusalKind,
  ) {
    super(`sentence for ${code}`);
  }
  get kind(): RefusalKind {
    return this.which;
  }
  override get answer(): string {
    return this.which === 'code' ? this.code : this.message;
  }
  override get reply(): Record<string, unknown> {
    return { names: ['A'], message: 'never wins over the code' };
  }
}

describe('refusalReply', () => {
  it('answers a spec code as 200 with the code as message and its details beside it', () => {
    expect(refusalReply(new Coded('inUse', 'code'))).toEqual({ status: 200, body: { names: ['A'], message: 'inUse' } });
  });

  it('answers the other kinds with their status and only the sentence', () => {
    expect(refusalReply(new Coded('x', 'invalid'))).toEqual({ status: 400, body: { message: 'sentence for x' } });
    expect(refusalReply(new Coded('x', 'notFound'))).toEqual({ status: 404, body: { message: 'sentence for x' } });
    expect(refusalReply(new Coded('x', 'forbidden'))).toEqual({ status: 403, body: { message: 'sentence for x' } });
    expect(refusalReply(new StaleForm('Changed by someone else.'))).toEqual({ status: 409, body: { message: 'Changed by someone else.' } });
  });
});

describe('sign-in-like refusals', () => {
  it('answers too many attempts with 429', () => {
    class Throttled extends Refusal {
      get kind(): RefusalKind {
        return 'throttled';
      }
    }
    expect(refusalReply(new Throttled('Try again in a minute.'))).toEqual({ status: 429, body: { message: 'Try again in a minute.' } });
  });
});
