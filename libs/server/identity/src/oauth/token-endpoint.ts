import type { Request, Response } from 'express';
import { OAuthTokenError } from '@timekeep/domain-identity';
import type { TokenRequest } from './oauth-tokens';

/** What a token endpoint reads of a request: the Authorization header, the form, the address. */
export function tokenRequestOf(form: unknown, request: Request): TokenRequest {
  return {
    authorization: request.headers.authorization,
    form: form && typeof form === 'object' ? (form as Record<string, unknown>) : {},
    address: request.ip ?? 'unknown',
  };
}

/**
 * A token endpoint's answer (RFC 6749 §5.1, §5.2): never cached, form-encoded requests only, an
 * OAuthTokenError as OAuth's JSON error with its status (WWW-Authenticate on 401, Retry-After on
 * 429). /oauth/token and /account/token answer alike.
 */
export async function answerTokenRequest(request: Request, response: Response, issue: () => Promise<object>): Promise<void> {
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Pragma', 'no-cache');
  try {
    if (!request.is('application/x-www-form-urlencoded')) throw new OAuthTokenError('invalid_request', 'Send the token request form-encoded (application/x-www-form-urlencoded).');
    response.status(200).json(await issue());
  } catch (error) {
    if (!(error instanceof OAuthTokenError)) throw error;
    if (error.status === 401) response.setHeader('WWW-Authenticate', 'Basic realm="timekeep", charset="UTF-8"');
    if (error.retryAfterSeconds) response.setHeader('Retry-After', String(error.retryAfterSeconds));
    response.status(error.status).json({ error: error.error, error_description: error.description });
  }
}
