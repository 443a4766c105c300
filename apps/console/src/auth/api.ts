import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Action, companySettingsSchema, menuItemSchema, profileSchema, Resource, resourcePermissionSchema, tokenPairSchema } from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../api/http';
import { FRESH_FROM_START_MS } from '../api/query-roots';
import { session } from '../api/session';
import { offered } from './menu';

/** The signed-in person's and company's data every screen reads. */
export const keys = {
  profile: ['profile'],
  permissions: ['permissions'],
  companySettings: ['company', 'settings'],
  menu: ['menu-items'],
} as const;

/** GET /profile, as a query any caller can fetch or use (sign-in fetches it before choosing where to go). */
export const profileQuery = { queryKey: keys.profile, queryFn: () => request(profileSchema, '/profile'), staleTime: FRESH_FROM_START_MS };

export const useProfile = () => useQuery(profileQuery);

const permissionsQuery = { queryKey: keys.permissions, queryFn: () => request(z.array(resourcePermissionSchema), '/profile/permissions'), staleTime: FRESH_FROM_START_MS };

export const usePermissions = () => useQuery(permissionsQuery);

/** Whether the signed-in person's permissions (from the server) include this action; false until they arrive. */
export function useCan(): (resource: Resource, action: Action) => boolean {
  const permissions = usePermissions().data ?? [];
  return (resource, action) => permissions.some((p) => p.resource === resource && p.actions.includes(action));
}

/** The company's switches (spec §3 "Company settings"): screens show and require fields by them. */
const companySettingsQuery = { queryKey: keys.companySettings, queryFn: () => request(companySettingsSchema, '/api/company/settings'), staleTime: FRESH_FROM_START_MS };

export const useCompanySettings = () => useQuery(companySettingsQuery);

/** GET /menu-items (spec §1): the sections and entries the signed-in person may open; sign-in fetches it before the shell's first paint. */
export const menuQuery = { queryKey: keys.menu, queryFn: () => request(z.array(menuItemSchema), '/menu-items'), staleTime: FRESH_FROM_START_MS };

/**
 * The reads every signed-in screen makes, started as the console's first script runs (ADR 0069): on
 * a phone they then travel beside the screen's chunks instead of after them. Nothing when signed out.
 */
export function startSessionReads(client: QueryClient): void {
  if (!session.isSignedIn()) return;
  void client.prefetchQuery(profileQuery);
  void client.prefetchQuery(permissionsQuery);
  void client.prefetchQuery(companySettingsQuery);
  void client.prefetchQuery(menuQuery);
}

export const useMenu = () => useQuery(menuQuery);

/** Whether the signed-in person's menu offers this screen (false until the menu arrives): a link to it is shown only then. */
export const useOffered = (path: string): boolean => offered(useMenu().data ?? [], path).length > 0;

/** POST /account/refresh-token (spec §8): new tokens for the refresh token, sent without the expired access token. */
export const refreshSession = (refreshToken: string) => request(tokenPairSchema, '/account/refresh-token', { method: 'POST', body: { refreshToken }, anonymous: true });
