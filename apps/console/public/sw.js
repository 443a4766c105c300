// Timekeep's service worker. Web push (ADR 0070) reaches the person as a notification, and any open
// console tab hears of it (the bell asks again). The console opens without a network (ADR 0071): the
// page and the build's assets it has loaded are kept, so the clock still opens, and keeps punches,
// in a basement; the API is never answered from a cache. Served at /sw.js, never cached, so a new
// build's worker replaces the old at the next visit.
/* eslint-env serviceworker */

/** The page (every route is the one index.html) and the hashed assets, as last loaded. */
const SHELL_CACHE = 'timekeep-shell-v1';
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // The clock's own page, so an installed clock opens offline from the first start.
      await cache.add(new Request('/clock', { cache: 'reload' })).then(
        async () => cache.put(SHELL, await cache.match('/clock')),
        () => undefined,
      );
      await self.skipWaiting();
    })(),
  );
});
self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== SHELL_CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  ),
);

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // A page: the network's, kept as the shell; without a network, the shell last kept.
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          if (response.ok) (await caches.open(SHELL_CACHE)).put(SHELL, response.clone());
          return response;
        } catch (error) {
          const kept = await caches.match(SHELL);
          if (kept) return kept;
          throw error;
        }
      })(),
    );
    return;
  }
  // A hashed asset never changes under its name: from the cache, else the network's, kept.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(SHELL_CACHE);
        const kept = await cache.match(request);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) cache.put(request, response.clone());
        return response;
      })(),
    );
  }
  // Everything else (the API above all) goes to the network as if there were no worker.
});

/** A console path the notification opens: this origin's own, never an address a payload names. */
const ownPath = (link) => (typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/');

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Timekeep';
  const body = typeof data.body === 'string' ? data.body : '';
  const link = ownPath(data.link);
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage({ type: 'timekeep-push', title, body, link });
      // The tag is the message's source: a push delivered twice shows as one notification.
      await self.registration.showNotification(title, { body, tag: typeof data.tag === 'string' ? data.tag : undefined, data: { link }, icon: '/favicon.svg' });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(ownPath(event.notification.data && event.notification.data.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        if ('navigate' in client) {
          await client.navigate(url);
          return client.focus();
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
