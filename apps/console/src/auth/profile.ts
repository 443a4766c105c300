import { useQuery } from '@tanstack/react-query';
import type { MenuItem, ProfileDto, ResourcePermission } from '@timekeep/contracts';
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
