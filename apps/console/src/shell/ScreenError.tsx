import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ScreenFailedPage } from '../ui/ScreenFailedPage';

/** Set while the page reloads for a newer build, so that a chunk missing for another reason is reloaded once, not forever. */
export const RELOADED_FOR_NEW_BUILD = 'timekeep.reloadedForNewBuild';

/** What browsers say when a screen's chunk cannot be fetched (Chromium, Firefox, Safari). */
const MISSING_CHUNK = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/**
 * A route's error (react-router's errorElement). A tab opened before a deploy asks for a screen's
 * chunk under the old build's name, which the server no longer has (404, ADR 0069): the page is
 * reloaded once, with the new build's names. Anything else, or the same again, says so with a way to
 * reload.
 */
export function ScreenError() {
  const error = useRouteError();
  const missingChunk = error instanceof Error && MISSING_CHUNK.test(error.message);
  const reloadOnce = missingChunk && !sessionStorage.getItem(RELOADED_FOR_NEW_BUILD);
  useEffect(() => {
    if (!reloadOnce) return;
    sessionStorage.setItem(RELOADED_FOR_NEW_BUILD, '1');
    window.location.reload();
  }, [reloadOnce]);
  return reloadOnce ? null : <ScreenFailedPage />;
}
