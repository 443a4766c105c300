/**
 * A client-credentials token request (RFC 6749 §4.4) with HTTP Basic, as integrators send it: the
 * status, and the access token when one was given. `scope` asks for some of the client's scopes.
 */
export async function clientToken(baseUrl: string, clientId: string, secret: string, scope?: string): Promise<{ status: number; token: string }> {
  const form = new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) });
  const response = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
    },
    body: form.toString(),
  });
  return { status: response.status, token: ((await response.json()) as { access_token?: string }).access_token ?? '' };
}
