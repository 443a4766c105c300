import { createBrowserRouter } from 'react-router-dom';
import { renewSessionWith, whenSignedOut } from '../api/http';
import { refreshSession } from '../auth/api';
import { ROUTES } from '../shared/paths';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

renewSessionWith(refreshSession);
whenSignedOut(() => void router.navigate(ROUTES.login, { replace: true }));
