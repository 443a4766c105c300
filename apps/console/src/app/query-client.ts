import { QueryClient } from '@tanstack/react-query';

/** The console's one query cache: the App provides it, and the routes' loaders fill it before their screens have loaded. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
