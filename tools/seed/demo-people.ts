import { Role } from '@timekeep/contracts';

export const DEMO_PASSWORD = 'Demo-password-1';

/** The demo company's sign-ins, listed in the README and printed by npm start. */
export const DEMO_PEOPLE = [
  { id: 'dc000000-0000-4000-8000-000000000101', email: 'admin@demo.timekeep.local', firstName: 'Aroha', lastName: 'Ngata', roles: [Role.Admin], label: 'Admin' },
  { id: 'dc000000-0000-4000-8000-000000000102', email: 'supervisor@demo.timekeep.local', firstName: 'Sam', lastName: 'Patel', roles: [Role.Supervisor], label: 'Supervisor' },
  { id: 'dc000000-0000-4000-8000-000000000103', email: 'employee@demo.timekeep.local', firstName: 'Mere', lastName: 'Walker', roles: [Role.Employee], label: 'Employee' },
  { id: 'dc000000-0000-4000-8000-000000000104', email: 'dual@demo.timekeep.local', firstName: 'Tom', lastName: 'Fraser', roles: [Role.Admin, Role.Employee], label: 'Admin and Employee (chooses at sign-in)' },
] as const;
