import { serviceWorker } from '../../shared/service-worker';

/**
 * Web push on this browser (ADR 0070): the service worker `public/sw.js` receives the pushes and
 * shows them; subscribing asks the person's permission and the browser's push service for an
 * endpoint tied to the server's VAPID key.
 */

/** Where this browser stands: no push at all, blocked by the person, or able to subscribe. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission as PushSupport;
}


/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  return (await serviceWorker()).pushManager.getSubscription();
}

const keyBytes = (base64Url: string) => Uint8Array.from(atob(base64Url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Asks the person, then the push service: the subscription to hand to the server, or why not. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const reg = await serviceWorker();
  await navigator.serviceWorker.ready;
  const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  return subscription.toJSON();
}


/** Calls `onPush` whenever the service worker receives a push while the console is open (the bell asks again). */
export function onPushWhileOpen(onPush: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'timekeep-push') onPush();
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
