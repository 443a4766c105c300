import type { Page } from '@playwright/test';

/**
 * From now on the server fails every `method` call to `path` (under the API's /server base) as
 * Nest answers an uncaught error: a 500 whose message is the framework's, not one for a person. The
 * console then shows the caller's text (document 3 §8 "General"). Other methods on the same path
 * (a page's GET of what it saves) go through. Answers the undo: the server answers again.
 */
export async function failCalls(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string): Promise<() => Promise<void>> {
  const url = `**/server${path}`;
  await page.route(url, (route) =>
    route.request().method() === method ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }) : route.fallback(),
  );
  return () => page.unroute(url);
}
