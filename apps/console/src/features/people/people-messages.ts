import { PEOPLE_TEXTS } from '@timekeep/contracts';

/** Spec §8: what a save's code shows; the user form says 'licenses' its own way. */
export function saveWarning(code: string, form: 'employee' | 'user'): string {
  if (code === 'licenses' && form === 'user') return PEOPLE_TEXTS.userLicenses;
  return (PEOPLE_TEXTS as Record<string, string>)[code] ?? code;
}

/** Spec §8: the employee status change's codes. */
export function statusWarning(code: string): string {
  if (code === 'noDepartment') return PEOPLE_TEXTS.statusNoDepartment;
  return (PEOPLE_TEXTS as Record<string, string>)[code] ?? code;
}
