import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../app/paths';
import { session } from '../auth/session';
import { AppShell } from './AppShell';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page Not Found"
      subTitle="The page you are looking for does not exist."
      extra={
        <Link to={ROUTES.home}>
          <Button type="primary">Back Home</Button>
        </Link>
      }
    />
  );
}

/** Any unknown path (spec §2): inside the console for someone signed in, so the menu stays at hand; on its own otherwise. */
export function UnknownPathPage() {
  return session.isSignedIn() ? (
    <AppShell>
      <NotFoundPage />
    </AppShell>
  ) : (
    <NotFoundPage />
  );
}
