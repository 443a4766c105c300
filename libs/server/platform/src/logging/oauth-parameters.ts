/**
 * Query parameters that carry an OAuth grant through the browser (a third party's redirect back to
 * us): an authorization code with its state is as good as a token until it is exchanged.
 */
const GRANT_PARAMETERS = ['code', 'state', 'code_verifier', 'access_token', 'refresh_token', 'id_token'];

/** A calendar address's last part is its secret (ADR 0076): whoever reads it reads her shifts. */
const CALENDAR_ADDRESS = /(\/api\/calendar\/)[^/?]+/;

/** A request's address with the grant's values, and a calendar address's secret, replaced, for the request log. */
export function withoutOAuthGrant(address: string): string {
  const url = address.replace(CALENDAR_ADDRESS, '$1[Redacted]');
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of GRANT_PARAMETERS) {
    if (params.has(name)) {
      params.set(name, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** pino's serialized request with its address and parsed query free of grants (its route parameters too: a calendar address's). */
export function requestWithoutOAuthGrant<T extends { url?: string; query?: unknown }>(req: T): T {
  const query = req.query && typeof req.query === 'object' ? Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, GRANT_PARAMETERS.includes(k) ? '[Redacted]' : v])) : req.query;
  const params = (req as { params?: Record<string, unknown> }).params;
  const calendar = params && 'file' in params && CALENDAR_ADDRESS.test(req.url ?? '') ? { params: { ...params, file: '[Redacted]' } } : {};
  return { ...req, ...(req.url ? { url: withoutOAuthGrant(req.url) } : {}), ...(req.query ? { query } : {}), ...calendar };
}
