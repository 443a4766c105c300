import { DEMO_COMPANY_NAME } from '../seed/demo-company';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../seed/demo-people';

/** What `npm start` prints under the URLs. */
export function demoLogins(env: NodeJS.ProcessEnv): string[] {
  const admin = env.TIMEKEEP_ADMIN_EMAIL ?? 'admin@timekeep.local';
  const adminPassword = env.TIMEKEEP_ADMIN_PASSWORD ? '(TIMEKEEP_ADMIN_PASSWORD)' : 'Timekeep-admin-1';
  return [
    `Superadmin:   ${admin}  /  ${adminPassword}`,
    `Demo company: ${DEMO_COMPANY_NAME}  (password for all: ${DEMO_PASSWORD})`,
    ...DEMO_PEOPLE.map((p) => `  ${p.label.padEnd(40)} ${p.email}`),
  ];
}
