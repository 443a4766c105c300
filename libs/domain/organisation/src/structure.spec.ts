import fc from 'fast-check';
import { departmentsBelow, isBelow, StructureNode } from './structure';

/** North (Division) > Auckland (Branch) > Warehouse (Department) > Driver, Picker; South > Shop. */
const node = (id: string, parentId: string | null) => ({ id, parentId }) as StructureNode;
const COMPANY = new Map(
  [node('north', null), node('akl', 'north'), node('wh', 'akl'), node('driver', 'wh'), node('picker', 'wh'), node('south', null), node('shop', 'south')].map((n) => [n.id, n]),
);

describe('the departments below', () => {
  it('a department chosen covers itself and everything under it, at any depth', () => {
    expect(departmentsBelow(COMPANY, ['akl'])).toEqual(new Set(['akl', 'wh', 'driver', 'picker']));
    expect(departmentsBelow(COMPANY, ['picker'])).toEqual(new Set(['picker']));
    expect(departmentsBelow(COMPANY, ['wh', 'south'])).toEqual(new Set(['wh', 'driver', 'picker', 'south', 'shop']));
  });

  it('choosing a department and one inside it covers the same as the outer one alone', () => {
    expect(departmentsBelow(COMPANY, ['north', 'wh'])).toEqual(departmentsBelow(COMPANY, ['north']));
  });

  it('nothing chosen covers nothing; an id the company does not have covers nothing', () => {
    expect(departmentsBelow(COMPANY, [])).toEqual(new Set());
    expect(departmentsBelow(COMPANY, ['elsewhere'])).toEqual(new Set());
  });

  it('property: exactly the roots the company has and every department below one of them', () => {
    // A random forest: each node's parent is an earlier node or none.
    const forest = fc.array(fc.option(fc.nat(), { nil: null }), { minLength: 1, maxLength: 30 }).map((parents) => {
      const nodes = parents.map((p, i) => node(`d${i}`, p === null || i === 0 ? null : `d${p % i}`));
      return new Map(nodes.map((n) => [n.id, n]));
    });
    fc.assert(
      fc.property(forest, fc.array(fc.nat({ max: 35 })), (nodes, picks) => {
        const roots = picks.map((i) => `d${i}`);
        const below = departmentsBelow(nodes, roots);
        for (const id of nodes.keys()) {
          const expected = roots.some((r) => nodes.has(r) && (r === id || isBelow({ nodes }, r, id)));
          expect(below.has(id)).toBe(expected);
        }
        expect([...below].every((id) => nodes.has(id))).toBe(true);
      }),
    );
  });
});
