import { DEMO_COMPANY_CODE, DEMO_COMPANY_NAME } from '../seed/demo-company';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_PIN } from '../seed/demo-people';
import { DEMO_EMPLOYEE_LOGIN_AS_EMPLOYEE } from '../seed/demo-employees';

/** What `npm start` prints under the URLs: the sign-ins, and how to try the web clock. */
export function demoLogins(env: NodeJS.ProcessEnv, origin: string): string[] {
  const admin = env.TIMEKEEP_ADMIN_EMAIL ?? 'admin@timekeep.local';
  const adminPassword = env.TIMEKEEP_ADMIN_PASSWORD ? '(TIMEKEEP_ADMIN_PASSWORD)' : 'Timekeep-admin-1';
  return [
    `Superadmin:   ${admin}  /  ${adminPassword}`,
    `Demo company: ${DEMO_COMPANY_NAME}  (password for all: ${DEMO_PASSWORD})`,
    ...DEMO_PEOPLE.map((p) => `  ${p.label.padEnd(40)} ${p.email}`),
    '',
    `Try the clock: ${origin}/clock  company code ${DEMO_COMPANY_CODE}, clock ID ${DEMO_EMPLOYEE_LOGIN_AS_EMPLOYEE.employee.clockId}, PIN ${DEMO_PIN} (Mere Walker);`,
    '  or sign in as the demo employee and open /clock to punch as yourself.',
  ];
}
