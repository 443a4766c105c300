import type { NextFunction, Request, Response } from 'express';

/** body-parser's error types and the sentence each is answered with (the body itself is never echoed: JSON.parse's message quotes it). */
const UNREADABLE: Record<string, { status: number; message: string }> = {
  'parameters.too.many': { status: 413, message: 'The request has too many fields: send at most 1000.' },
  // A body past the limit (a 5 MB paste into a name) is answered in words (ADR 0051).
  'entity.too.large': { status: 413, message: 'The form is larger than 2 MB, far more than any of its fields takes. Nothing was saved.' },
  'entity.parse.failed': { status: 400, message: 'The request body is not valid JSON.' },
};

/**
 * Express error middleware placed after the body parsers: a body the server cannot read is
 * answered with a sentence at once, instead of reaching Nest's handler, which logs the parser's
 * error, raw body (a sign-in's password) included, at error level (ADR 0049).
 */
export function answerUnreadableBody(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !/^(entity|parameters|encoding|charset|request)\./.test(type)) return next(error);
  const known = UNREADABLE[type] ?? { status: 400, message: 'The request body could not be read.' };
  res.status(known.status).json({ message: known.message });
}
