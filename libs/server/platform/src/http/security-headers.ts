import helmet from 'helmet';

/**
 * The console's Content-Security-Policy, for the API's replies too (ADR 0049). Access tokens live in
 * localStorage, so this is the second line of defence after escaping: scripts only from our own
 * files (the build has no inline script), never framed, no plugins. What the console needs beyond
 * 'self': antd's CSS-in-JS writes <style> elements ('unsafe-inline' styles; no script can be
 * injected that way), photos and QR codes shown from blob: and data: addresses, and the kiosk's
 * Html images and video files from the company's own https sites. infra/nginx/security-headers.conf
 * sends the same policy (a unit test holds them together).
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

/** The policy as the header's value, written as helmet writes it. */
export const contentSecurityPolicyHeader = (): string =>
  Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');

/**
 * Helmet's headers on every reply (console, /clock and the API): the policy above, X-Frame-Options
 * DENY, Referrer-Policy no-referrer (a reset link's token never leaves in a Referer),
 * X-Content-Type-Options nosniff, and no X-Powered-By. Strict-Transport-Security is left to the
 * TLS terminator: `npm start` serves plain http.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]])) },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
