import type { KioskContentItem } from '@timekeep/contracts';

/** How the clock shows one kiosk item (ADR 0046): Html sanitised in place, a video file played, any other address as a link. */
export type KioskItemView = { show: 'html'; html: string } | { show: 'video'; src: string } | { show: 'link'; href: string; text: string } | null;

/** The http(s) address the text is, or null: nothing else (javascript:, data:, a bare name) is opened or played. */
export function webAddress(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What a browser's <video> plays by itself; a video page (YouTube, Vimeo) is opened instead, never framed. */
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

/** An item whose address is not http(s) is left out: the server refuses them, so only older data could hold one. */
export function kioskItemView(item: KioskContentItem): KioskItemView {
  if (item.kioskContentType === 'Html') return { show: 'html', html: item.content };
  const href = webAddress(item.content);
  if (!href) return null;
  if (item.kioskContentType === 'Video' && VIDEO_FILE.test(new URL(href).pathname)) return { show: 'video', src: href };
  return { show: 'link', href, text: item.kioskContentType === 'Video' ? 'Watch the video' : 'Open the page' };
}
