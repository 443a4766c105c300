import type { TokenPair } from '@timekeep/contracts';

const ACCESS = 'tk.accessToken';
const REFRESH = 'tk.refreshToken';
type Listener = () => void;
const listeners = new Set<Listener>();

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
    try {
      const payload = (localStorage.getItem(ACCESS) ?? '').split('.')[1] ?? '';
      const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
      const roles = typeof claims === 'object' && claims && 'roles' in claims ? (claims as { roles: unknown }).roles : [];
      return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
    } catch {
      return [];
    }
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
