import { DEFAULT_API_BASE_PATH } from '@timekeep/contracts';

/** Where the API lives on this origin; set at build time when the server uses another base. */
export const API_BASE: string = import.meta.env.VITE_API_BASE_PATH ?? DEFAULT_API_BASE_PATH;
