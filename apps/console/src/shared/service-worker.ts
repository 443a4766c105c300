/**
 * The console's one service worker (`public/sw.js`): web push (ADR 0070) and the clock's page kept
 * for offline use (ADR 0071). Registered here once; features ask for it through `serviceWorker()`.
 */
const SCRIPT = '/sw.js';

/** The registration, registering the worker when the console has not yet (a first visit). */
export async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? navigator.serviceWorker.register(SCRIPT, { scope: '/' });
}

/** Registers the worker once the page has loaded, where the browser has workers at all. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => void serviceWorker().catch(() => undefined));
}
