import { session } from '../api/session';
import { NotFoundPage } from '../ui/ResultPage';
import { AppShell } from './AppShell';

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
