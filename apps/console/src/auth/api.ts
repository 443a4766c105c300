import { useQuery } from '@tanstack/react-query';
import { Action, companySettingsSchema, profileSchema, Resource, resourcePermissionSchema, tokenPairSchema } from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../api/http';

/** The signed-in person's and company's data every screen reads. */
export const keys = {
  profile: ['profile'],
  permissions: ['permissions'],
  companySettings: ['company', 'settings'],
} as const;

/** GET /profile, as a query any caller can fetch or use (sign-in fetches it before choosing where to go). */
export const profileQuery = { queryKey: keys.profile, queryFn: () => request(profileSchema, '/profile') };

export const useProfile = () => useQuery(profileQuery);

export const usePermissions = () => useQuery({ queryKey: keys.permissions, queryFn: () => request(z.array(resourcePermissionSchema), '/profile/permissions') });

/** Whether the signed-in person's permissions (from the server) include this action; false until they arrive. */
export function useCan(): (resource: Resource, action: Action) => boolean {
  const permissions = usePermissions().data ?? [];
  return (resource, action) => permissions.some((p) => p.resource === resource && p.actions.includes(action));
}

/** The company's switches (spec §3 "Company settings"): screens show and require fields by them. */
export const useCompanySettings = () => useQuery({ queryKey: keys.companySettings, queryFn: () => request(companySettingsSchema, '/api/company/settings') });

/** POST /account/refresh-token (spec §8): new tokens for the refresh token, sent without the expired access token. */
export const refreshSession = (refreshToken: string) => request(tokenPairSchema, '/account/refresh-token', { method: 'POST', body: { refreshToken }, anonymous: true });
