import { departmentOf, Level, type StructureNodeRef } from './organisation';

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
