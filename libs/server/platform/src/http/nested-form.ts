/**
 * Form-encoded saves flatten nested keys (spec §7). `a[b]=1` is already nested by the body
 * parser; this also nests the dotted style `a.b=1`, so handlers see one shape either way.
 */
export function nestDottedKeys(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const parts = key.split('.');
    if (parts.some((p) => p === '' || p === '__proto__' || p === 'constructor' || p === 'prototype')) {
      out[key] = value;
      continue;
    }
    let node = out;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = value;
  }
  return out;
}
