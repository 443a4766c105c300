import fc from 'fast-check';
import { DepartmentCode, Level } from '@timekeep/contracts';
import { nextPunchCode, evolveStructure, initialStructureState, StructureState } from './structure';
import { decideAddDepartment, decideChangeDepartment, decideRemoveDepartments, StructureRules } from './structure.decide';
import type { StructureEvent } from './structure.events';

const rules: StructureRules = { positionCodesEnabled: false, occupied: new Set(), switchedOff: [] };
const apply = (state: StructureState, events: StructureEvent[]) => events.reduce(evolveStructure, state);
const add = (state: StructureState, id: string, parentId: string | null, name: string, extra: object = {}, r = rules) =>
  apply(state, decideAddDepartment(state, r, { departmentId: id, parentId, fields: { name, ...extra } }));

/** North (Division) > Auckland (Branch) > Warehouse (Department) > Driver, Picker (Positions). */
function greenfield(): StructureState {
  let s = add(initialStructureState, 'north', null, 'North');
  s = add(s, 'akl', 'north', 'Auckland', { code: 'AKL' });
  s = add(s, 'wh', 'akl', 'Warehouse');
  s = add(s, 'driver', 'wh', 'Driver', { punchCode: '007' });
  return add(s, 'picker', 'wh', 'Picker', { punchCode: '008' });
}

describe('company structure', () => {
  it('gives each child the level below its parent, Division under the company root', () => {
    const s = greenfield();
    expect(['north', 'akl', 'wh', 'driver'].map((id) => s.nodes.get(id)?.level)).toEqual([Level.Division, Level.Branch, Level.Department, Level.Position]);
  });

  it('refuses a child under a Position with noCompanyStructure', () => {
    expect(() => add(greenfield(), 'x', 'driver', 'Forklift')).toThrow(DepartmentCode.NoCompanyStructure);
  });

  it('allows the same name under different parents but not twice under one parent, whatever the case', () => {
    const s = add(greenfield(), 'wh2', 'akl', 'Cold store');
    expect(() => add(s, 'driver2', 'wh2', 'Driver')).not.toThrow();
    expect(() => add(s, 'dup', 'wh', ' driver ')).toThrow(DepartmentCode.ExistName);
  });

  it('keeps codes and punch codes unique in the whole company', () => {
    const s = greenfield();
    expect(() => add(s, 'x', 'north', 'Hamilton', { code: 'akl' })).toThrow(DepartmentCode.ExistCode);
    expect(() => add(s, 'x', 'wh', 'Loader', { punchCode: '007' })).toThrow(DepartmentCode.ExistPunchCode);
  });

  it('requires a punch code on a Position only when position codes are enabled', () => {
    const withCodes = { ...rules, positionCodesEnabled: true };
    expect(() => add(greenfield(), 'x', 'wh', 'Loader', {}, withCodes)).toThrow(DepartmentCode.MissingPunchCode);
    expect(() => add(greenfield(), 'x', 'akl', 'Dispatch', {}, withCodes)).not.toThrow();
  });

  it('skips switched-off levels: with Branch off, a Division takes Departments directly', () => {
    const noBranch = { ...rules, switchedOff: [Level.Branch] };
    const s = add(greenfield(), 'retail', 'north', 'Retail', {}, noBranch);
    expect(s.nodes.get('retail')?.level).toBe(Level.Department);
    expect(add(s, 'till', 'retail', 'Till', {}, noBranch).nodes.get('till')?.level).toBe(Level.Position);
    // A Position is never switched off: it is where employees are placed.
    expect(add(s, 'x', 'retail', 'Cashier', {}, { ...rules, switchedOff: [Level.Position] }).nodes.get('x')?.level).toBe(Level.Position);
  });

  it('drops position-only fields from higher levels', () => {
    const s = add(greenfield(), 'x', 'north', 'Hamilton', { punchCode: '99', payExportCode: 'P' });
    expect(s.nodes.get('x')).toMatchObject({ punchCode: null, payExportCode: null });
  });

  it('suggests the next punch code, keeping its width', () => {
    expect(nextPunchCode([...greenfield().nodes.values()].map((n) => n.punchCode))).toBe('009');
    expect(nextPunchCode(['9', null, 'A12'])).toBe('10');
    expect(nextPunchCode([])).toBe('1');
  });

  it('refuses to remove a node with children unless they go in the same request', () => {
    const s = greenfield();
    expect(() => decideRemoveDepartments(s, rules, ['wh'])).toThrow(DepartmentCode.Children);
    const events = decideRemoveDepartments(s, rules, ['wh', 'driver', 'picker']);
    expect(events.at(-1)?.data).toEqual({ departmentId: 'wh' });
    expect(apply(s, events).nodes.has('driver')).toBe(false);
  });

  it('refuses to remove or deactivate a node that has employees', () => {
    const occupied = { ...rules, occupied: new Set(['picker']) };
    expect(() => decideRemoveDepartments(greenfield(), occupied, ['picker'])).toThrow(DepartmentCode.HasEmployee);
    expect(() => decideChangeDepartment(greenfield(), occupied, { departmentId: 'picker', active: false, fields: { name: 'Picker', punchCode: '008' } })).toThrow(
      DepartmentCode.HasEmployee,
    );
  });

  it('records nothing when a save changes nothing, and renames when it does', () => {
    const s = greenfield();
    expect(decideChangeDepartment(s, rules, { departmentId: 'akl', active: true, fields: { name: 'Auckland', code: 'AKL' } })).toEqual([]);
    const renamed = apply(s, decideChangeDepartment(s, rules, { departmentId: 'akl', active: false, fields: { name: 'Auckland Central', code: 'AKL' } }));
    expect(renamed.nodes.get('akl')).toMatchObject({ name: 'Auckland Central', active: false, level: Level.Branch, parentId: 'north' });
  });

  it('keeps a field a save leaves out and clears one it sends empty (ADR 0052)', () => {
    const s = add(greenfield(), 'loader', 'wh', 'Loader', { roundingId: 'r1', approverId: 'u1', holidayIds: ['h1', 'h2'], jobIds: ['j1'], greentreeWeekly: true });
    const renamed = apply(s, decideChangeDepartment(s, rules, { departmentId: 'loader', active: true, fields: { name: 'Loader 2', jobIds: undefined } }));
    expect(renamed.nodes.get('loader')).toMatchObject({ name: 'Loader 2', roundingId: 'r1', approverId: 'u1', holidayIds: ['h1', 'h2'], jobIds: ['j1'], greentreeWeekly: true });
    const cleared = apply(s, decideChangeDepartment(s, rules, { departmentId: 'loader', active: true, fields: { name: 'Loader', roundingId: null, holidayIds: [], greentreeWeekly: false } }));
    expect(cleared.nodes.get('loader')).toMatchObject({ roundingId: null, approverId: 'u1', holidayIds: [], greentreeWeekly: false });
  });

  it('takes greentreeWeekly at a Position only, and drops the retired holiday region of older events', () => {
    const s = add(greenfield(), 'south', null, 'South', { greentreeWeekly: true });
    expect(s.nodes.get('south')?.greentreeWeekly).toBe(false);
    const old = { type: 'organisation.department-added', v: 1, data: { departmentId: 'old', parentId: null, level: Level.Division, name: 'Old', code: null, punchCode: null, timeZoneId: null, supervisorIds: [], payExportCode: null, rateExportCode: null, holidayRegion: 'WGN' } };
    expect(apply(initialStructureState, [old as unknown as StructureEvent]).nodes.get('old')).toEqual(expect.not.objectContaining({ holidayRegion: expect.anything() }));
  });

  it('keeps every node reachable from the root with a consistent level, whatever is added or removed', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), parent: fc.nat(20), name: fc.constantFrom('A', 'B', 'C', 'D') }),
      fc.record({ kind: fc.constant('remove' as const), target: fc.nat(20) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let s = initialStructureState;
        let counter = 0;
        for (const o of ops) {
          const ids = [...s.nodes.keys()];
          try {
            if (o.kind === 'add') s = add(s, `n${counter++}`, o.parent < ids.length ? ids[o.parent] : null, o.name);
            else if (ids.length) s = apply(s, decideRemoveDepartments(s, rules, [ids[o.target % ids.length]]));
          } catch {
            // A refused command must leave the state as it was; the invariant below checks it.
          }
        }
        for (const node of s.nodes.values()) {
          const parent = node.parentId ? s.nodes.get(node.parentId) : null;
          expect(parent).not.toBeUndefined();
          const expected = parent ? [Level.Division, Level.Branch, Level.Department, Level.Position][[Level.Division, Level.Branch, Level.Department].indexOf(parent.level as never) + 1] : Level.Division;
          expect(node.level).toBe(expected);
          const siblings = [...s.nodes.values()].filter((n) => n.parentId === node.parentId && n.name.toLowerCase() === node.name.toLowerCase());
          expect(siblings).toHaveLength(1);
        }
      }),
    );
  });
});
