/**
 * The push services the browsers subscribe with (ADR 0070): Chrome's and Edge's on Android (Google's
 * FCM), Firefox's (Mozilla's autopush), Safari's (Apple's) and Edge's on Windows (WNS). A
 * subscription's endpoint is a URL the browser hands over and the server posts to: it must be one of
 * these (over https), or an origin the operator listed (PUSH_SERVICE_ORIGINS), never any other
 * address, so that nobody can have the server post into its own network.
 */
const BROWSER_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const BROWSER_PUSH_SUFFIXES = ['.notify.windows.com'];

export function isPushService(endpoint: string, listedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (listedOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port) return false;
  const host = url.hostname.toLowerCase();
  return BROWSER_PUSH_HOSTS.includes(host) || BROWSER_PUSH_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
