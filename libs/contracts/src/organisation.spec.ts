import { departmentOf, inheritedChoice, Level, type StructureNodeRef } from './organisation';

const node = (name: string, level: Level | null, parentId: string | null): StructureNodeRef => ({ name, level, parentId });

describe('the department of an employee’s node (every Department column)', () => {
  it('is the department above the position, never the position itself (issue 28: the payroll file said "Driver")', () => {
    const nodes = new Map([
      ['div', node('North Island', Level.Division, null)],
      ['branch', node('Auckland', Level.Branch, 'div')],
      ['dept', node('Warehouse', Level.Department, 'branch')],
      ['driver', node('Driver', Level.Position, 'dept')],
    ]);
    expect(departmentOf(nodes, 'driver')?.name).toBe('Warehouse');
    expect(departmentOf(nodes, 'dept')?.name).toBe('Warehouse');
  });

  it('is the level above where the company switched Department off, and none for a position directly under the company', () => {
    const nodes = new Map([
      ['branch', node('Auckland', Level.Branch, null)],
      ['picker', node('Picker', Level.Position, 'branch')],
      ['alone', node('Cleaner', Level.Position, null)],
    ]);
    expect(departmentOf(nodes, 'picker')?.name).toBe('Auckland');
    expect(departmentOf(nodes, 'alone')).toBeNull();
    expect(departmentOf(nodes, 'unknown')).toBeNull();
  });
});

describe('whose schedule template (or rounding rule) an employee has (ADR 0062)', () => {
  // North Island > Auckland (Lates) > Warehouse > Driver, Picker (Nights)
  const nodes = new Map([
    ['div', { parentId: null, scheduleId: null }],
    ['branch', { parentId: 'div', scheduleId: 'lates' }],
    ['dept', { parentId: 'branch', scheduleId: null }],
    ['driver', { parentId: 'dept', scheduleId: null }],
    ['picker', { parentId: 'dept', scheduleId: 'nights' }],
    ['south', { parentId: null, scheduleId: null }],
  ]);
  const templateOf = (own: string | null, at: string, company: string | null) => inheritedChoice(own, nodes, at, (n) => n.scheduleId, company);

  it('is their own, whatever the structure and the company name', () => {
    expect(templateOf('days', 'picker', 'office')).toBe('days');
  });

  it("is their position's, else the nearest node's above it", () => {
    expect(templateOf(null, 'picker', 'office')).toBe('nights');
    expect(templateOf(null, 'driver', 'office')).toBe('lates');
  });

  it("is the company's where neither they nor any node above them names one, and none where the company names none either", () => {
    expect(templateOf(null, 'south', 'office')).toBe('office');
    expect(templateOf(null, 'south', null)).toBeNull();
    expect(templateOf(null, 'gone', 'office')).toBe('office');
  });
});
