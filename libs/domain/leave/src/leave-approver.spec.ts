import { Role } from '@timekeep/contracts';
import { approvesLeave } from './leave-approver';

const admin = { id: 'ana', roles: [Role.Admin] };
const supervisor = { id: 'rangi', roles: [Role.Supervisor] };
const employee = { id: 'tama', roles: [Role.Employee] };
const mere = { userId: 'mere', reportTo: null };

describe('who approves an employee’s leave', () => {
  it('an Admin or Supervisor whose scope reaches the department; not one whose scope does not', () => {
    expect(approvesLeave(admin, mere, true)).toBe(true);
    expect(approvesLeave(supervisor, mere, true)).toBe(true);
    expect(approvesLeave(supervisor, mere, false)).toBe(false);
  });

  it('the Report To, though their scope does not reach the department', () => {
    expect(approvesLeave(supervisor, { ...mere, reportTo: 'rangi' }, false)).toBe(true);
  });

  it('never someone who reaches only their own records, even named Report To', () => {
    expect(approvesLeave(employee, { ...mere, reportTo: 'tama' }, true)).toBe(false);
  });

  it('nobody their own leave, even as their own Report To with the whole company in scope', () => {
    expect(approvesLeave({ id: 'mere', roles: [Role.Admin] }, { userId: 'mere', reportTo: 'mere' }, true)).toBe(false);
  });

  it('an employee without a sign-in can be approved by anyone else who reaches them', () => {
    expect(approvesLeave(supervisor, { userId: null, reportTo: null }, true)).toBe(true);
  });

  it('an OAuth client (no person, no Employee role) approves only with a scope that grants leave Approve', () => {
    expect(approvesLeave({ id: 'client', roles: [], scopes: [] }, mere, true)).toBe(false);
  });
});
