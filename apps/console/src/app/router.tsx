import { createBrowserRouter } from 'react-router-dom';
import { renewSessionWith, whenSignedOut } from '../api/http';
import { refreshSession, startSessionReads } from '../auth/api';
import { ROUTES } from '../shared/paths';
import { queryClient } from './query-client';
import { routes } from './routes';

renewSessionWith(refreshSession);
whenSignedOut(() => void router.navigate(ROUTES.login, { replace: true }));
// Before the router loads the first screen's chunks, so that the session's reads travel beside them.
startSessionReads(queryClient);
export const router = createBrowserRouter(routes);
