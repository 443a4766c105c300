import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { session } from '../../api/session';

/** Logout clears the tokens and returns to the login page (spec §2, §4). */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  useEffect(() => {
    session.clear();
    queryClient.clear();
    setDone(true);
  }, [queryClient]);
  return done ? <Navigate to={ROUTES.login} replace /> : null;
}
