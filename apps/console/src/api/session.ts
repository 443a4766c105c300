import type { TokenPair } from '@timekeep/contracts';

const ACCESS = 'tk.accessToken';
const REFRESH = 'tk.refreshToken';
type Listener = () => void;
const listeners = new Set<Listener>();

/** A token's claims, unchecked; none when it cannot be read. */
function claimsOf(token: string | null): Record<string, unknown> {
  try {
    const payload = (token ?? '').split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The signed-in session: tokens in local storage so that a reload keeps the user signed in. */
export const session = {
  accessToken: (): string | null => localStorage.getItem(ACCESS),
  refreshToken: (): string | null => localStorage.getItem(REFRESH),
  isSignedIn: (): boolean => localStorage.getItem(REFRESH) !== null,
  /**
   * The roles the access token names, read without checking it: a hint for what to ask for before
   * the profile has answered (the server decides what anyone may read). None when it cannot be read.
   */
  roleHints(): string[] {
    const roles = claimsOf(localStorage.getItem(ACCESS)).roles;
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  },
  /** Whom the access token is for, read without checking it (a renewal keeps it; another person's sign-in changes it). */
  subject(): string | null {
    const sub = claimsOf(localStorage.getItem(ACCESS)).sub;
    return typeof sub === 'string' ? sub : null;
  },
  set(tokens: TokenPair): void {
    localStorage.setItem(ACCESS, tokens.accessToken);
    localStorage.setItem(REFRESH, tokens.refreshToken);
    listeners.forEach((l) => l());
  },
  clear(): void {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
