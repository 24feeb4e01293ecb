import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The server renders each page with a query cache of its own (src/web/entry-server.tsx), given
 * here; the browser has none and uses the app's one (lib/query-client.ts). A module of its own, so
 * that the app's frame can provide it without loading TanStack Query on every first load.
 */
export const RequestQueryClientContext = createContext<QueryClient | null>(null);
