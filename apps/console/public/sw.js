// Timekeep's service worker (ADR 0070): web push reaches the person as a notification, and any open
// console tab hears of it (the bell asks again). Served at /sw.js, never cached, so a new build's
// worker replaces the old at the next visit.
/* eslint-env serviceworker */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
