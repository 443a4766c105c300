import type { Role } from '@timekeep/contracts';
import { askEarly } from '../api/http';
import { session } from '../api/session';
import { MY_WORK_PATH } from '../features/me/paths';
import { ROUTES } from '../shared/paths';

const EMPLOYEE: Role = 'Employee';

/*
 * The home, where everyone lands (after signing in, and as the installed app starts), asked for as
 * the console's first script begins to run (main.tsx imports this first): its chunk, and an
 * Employee's work, are on their way before the rest of the script (antd, the shell, the router) has
 * been run, some 300 ms on the phone of ADR 0069. The router's own import of the chunk reports a
 * failure; the home's query takes the answer (api/http.ts).
 */
if (location.pathname === ROUTES.home) {
  void import('../shell/HomePage').catch(() => undefined);
  if (session.isSignedIn() && session.roleHints().includes(EMPLOYEE)) askEarly(MY_WORK_PATH);
}
