import DOMPurify from 'dompurify';

/**
 * The kiosk's Html items are written by the company's admins but shown on a public page, often on
 * a device someone is signed in on: what runs there must not be theirs to choose (ADR 0046).
 * DOMPurify drops scripts, event handlers and javascript: addresses; on top of its defaults the clock
 * takes HTML only (no SVG or MathML, whose links and styling escape the checks made for HTML), no
 * styles, classes or ids (a fixed overlay, or the page's own classes, could cover the keypad and ask
 * for PINs), no forms or fields, no frames or plugins, and addresses of http(s), mail and phone only.
 */
const purifier = DOMPurify(window);

// A link leaves the clock in a new tab that cannot reach back to it.
purifier.addHook('afterSanitizeAttributes', (node) => {
  // nodeName, lower-cased: an HTML element's is upper case, a foreign (SVG) one's is not.
  if (node.nodeName.toLowerCase() !== 'a' || !node.hasAttribute('href')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed'],
  FORBID_ATTR: ['style', 'class', 'id'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
};

export const sanitiseHtml = (html: string): string => purifier.sanitize(html, OPTIONS);
