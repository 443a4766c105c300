import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Half of a UTF-16 pair without its other half: JavaScript holds it, UTF-8 (Postgres, a file) cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * Where in a parsed request (query, form, JSON, multipart fields) a text, or a key, holds a NUL or a
 * lone surrogate, as a field path ('lines.2.name'), or null when all is storable text. Walked without
 * recursion: a body nested thousands deep must get its 400, not overflow the stack.
 */
export function unstorableTextAt(value: unknown, root = ''): string | null {
  const pending: Array<[unknown, string]> = [[value, root]];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length) {
    const [next, path] = pending.pop() as [unknown, string];
    if (typeof next === 'string') {
      if (!storable(next)) return path;
    } else if (Array.isArray(next)) {
      next.forEach((item, index) => pending.push([item, join(path, String(index))]));
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (!storable(key)) return path || '(a field name)';
        pending.push([item, join(path, key)]);
      }
    }
  }
  return null;
}

/**
 * Global: every query, body and route parameter of every route is refused with 400 and a sentence
 * when a text in it holds a NUL or a lone surrogate, before any controller sees it. Postgres refuses
 * a NUL (the request failed with 500), and a lone surrogate would be stored as U+FFFD, silently
 * changed (ADR 0049). Unknown fields are another check's business.
 */
@Injectable()
export class WellFormedTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const field = unstorableTextAt(value, metadata.data ?? '');
    if (field === null) return value;
    const message = `${field || 'The request'} holds a character that cannot be stored (a NUL, or half of a Unicode pair): remove it and send again.`;
    throw new BadRequestException({ message, errors: [{ field, message }] });
  }
}
