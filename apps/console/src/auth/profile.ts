import { useQuery } from '@tanstack/react-query';
import type { Action, MenuItem, ProfileDto, Resource, ResourcePermission } from '@timekeep/contracts';
import { request } from '../api/http';

export const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => request<ProfileDto>('GET', '/profile') });
}

export function usePermissions() {
  return useQuery({ queryKey: ['permissions'], queryFn: () => request<ResourcePermission[]>('GET', '/profile/permissions') });
}

export function useMenu() {
  return useQuery({ queryKey: ['menu-items'], queryFn: () => request<MenuItem[]>('GET', '/menu-items') });
}

/** Whether the signed-in person's permissions (from the server) include this action; false until they arrive. */
export function useCan(): (resource: Resource, action: Action) => boolean {
  const permissions = usePermissions().data ?? [];
  return (resource, action) => permissions.some((p) => p.resource === resource && p.actions.includes(action));
}
