import { nestDottedKeys } from './nested-form';

describe('nested form keys', () => {
  it('nests dotted keys and keeps plain and already nested ones', () => {
    expect(nestDottedKeys({ 'a.b': '1', 'a.c.d': '2', e: '3', f: { g: '4' } })).toEqual({ a: { b: '1', c: { d: '2' } }, e: '3', f: { g: '4' } });
  });

  it('does not let a key reach the prototype', () => {
    const out = nestDottedKeys({ '__proto__.polluted': 'yes', 'constructor.prototype.x': '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(out['__proto__.polluted']).toBe('yes');
  });
});
