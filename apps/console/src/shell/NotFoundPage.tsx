import { session } from '../auth/session';
import { AppShell } from './AppShell';
import { ShellResult } from './ShellResult';

export function NotFoundPage() {
  return <ShellResult status="404" title="Page Not Found" subTitle="The page you are looking for does not exist." />;
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
