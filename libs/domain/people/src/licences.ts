/**
 * Licences (docs/decisions/0015-people.md): every Active employee takes an employee licence, and an
 * Active employee with the mobile app enabled also takes an app licence. Inactive and Terminated
 * employees take none. Counts are of everyone else; the caller holds the company's licence lock.
 */
export interface LicenceCounts {
  activeOthers: number;
  appOthers: number;
}

export interface LicenceLimits {
  sumLicense: number;
  sumAppLicense: number;
}

export function licenceProblem(counts: LicenceCounts, limits: LicenceLimits, after: { active: boolean; app: boolean }): 'licenses' | 'licensesApp' | null {
  if (after.active && counts.activeOthers + 1 > limits.sumLicense) return 'licenses';
  if (after.active && after.app && counts.appOthers + 1 > limits.sumAppLicense) return 'licensesApp';
  return null;
}
