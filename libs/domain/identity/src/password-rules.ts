/**
 * The spec shows no password strength rule. Ours (docs/decisions/0008-accounts-and-sessions.md):
 * at least 8 characters, at most 128, not only spaces. Length beats composition rules (NIST 800-63B).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function passwordProblem(password: string): string | null {
  if (password.trim().length === 0) return 'Please input your password!';
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

export const PIN_PATTERN = /^\d{4}$/;
