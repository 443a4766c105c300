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
