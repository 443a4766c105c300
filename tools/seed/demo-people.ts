import { Role } from '@timekeep/contracts';
import { DEMO_AUCKLAND_SITE_ID, DEMO_JOBS, DEMO_WELLINGTON_SITE_ID } from './demo-work';

export const DEMO_PASSWORD = 'Demo-password-1';
/** Mere's PIN at the web clock (her clock ID is 1000): the README's "try the clock". */
export const DEMO_PIN = '2580';

const node = (n: number) => `dc000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;

const [distribution, hardware] = DEMO_JOBS.map((j) => j.id);

/**
 * The demo company's structure, parents before children (spec levels Division > Branch > Department
 * > Position), with the warehouse's and depot's sites and the jobs each position works on.
 */
export const DEMO_STRUCTURE = [
  { id: node(1), parent: null, name: 'North Island', code: 'NI' },
  { id: node(2), parent: node(1), name: 'Auckland', code: 'AKL' },
  { id: node(3), parent: node(2), name: 'Warehouse', code: 'AKL-WH', workPlaceId: [DEMO_AUCKLAND_SITE_ID] },
  { id: node(4), parent: node(3), name: 'Driver', code: 'AKL-WH-DRV', punchCode: '101', jobIds: [distribution, hardware] },
  { id: node(5), parent: node(3), name: 'Picker', code: 'AKL-WH-PCK', punchCode: '102', jobIds: [distribution] },
  { id: node(6), parent: node(2), name: 'Office', code: 'AKL-OFF' },
  { id: node(7), parent: node(6), name: 'Payroll Officer', code: 'AKL-OFF-PAY', punchCode: '103' },
  { id: node(8), parent: node(1), name: 'Wellington', code: 'WLG' },
  { id: node(9), parent: node(8), name: 'Depot', code: 'WLG-DEP', workPlaceId: [DEMO_WELLINGTON_SITE_ID] },
  { id: node(10), parent: node(9), name: 'Driver', code: 'WLG-DEP-DRV', punchCode: '104', jobIds: [hardware] },
] as const;

/** The site a position's people punch at with the app: their department's. */
export const siteOfPosition = (positionId: string): string[] => {
  const position = DEMO_STRUCTURE.find((d) => d.id === positionId);
  const department = DEMO_STRUCTURE.find((d) => d.id === position?.parent);
  return department && 'workPlaceId' in department ? [...department.workPlaceId] : [];
};

/** Sam supervises the Auckland warehouse and everything in it. */
export const DEMO_SUPERVISED = [node(3)];

/** The demo company's sign-ins, listed in the README and printed by npm start. */
export const DEMO_PEOPLE = [
  { id: 'dc000000-0000-4000-8000-000000000101', email: 'admin@demo.timekeep.local', firstName: 'Aroha', lastName: 'Ngata', roles: [Role.Admin], label: 'Admin' },
  { id: 'dc000000-0000-4000-8000-000000000102', email: 'supervisor@demo.timekeep.local', firstName: 'Sam', lastName: 'Patel', roles: [Role.Supervisor], label: 'Supervisor (Auckland warehouse)' },
  { id: 'dc000000-0000-4000-8000-000000000103', email: 'employee@demo.timekeep.local', firstName: 'Mere', lastName: 'Walker', roles: [Role.Employee], label: 'Employee' },
  { id: 'dc000000-0000-4000-8000-000000000104', email: 'dual@demo.timekeep.local', firstName: 'Tom', lastName: 'Fraser', roles: [Role.Admin, Role.Employee], label: 'Admin and Employee (chooses at sign-in)' },
] as const;

export const DEMO_ROUNDING_ID = 'dc000000-0000-4000-8000-000000000301';
/** Punches round to the nearest quarter hour; the last seven minutes round up to the next hour. */
export const DEMO_ROUNDING = {
  name: 'Nearest quarter hour',
  description: 'Punch minutes round to the nearest quarter hour.',
  active: true,
  rules: [
    { fromTime: 0, toT: 7, value: 0 },
    { fromTime: 8, toT: 22, value: 15 },
    { fromTime: 23, toT: 37, value: 30 },
    { fromTime: 38, toT: 52, value: 45 },
    { fromTime: 53, toT: 59, value: 60 },
  ],
};
