import {
  readKey,
  runRead,
  type PublicReadName,
  type PublicReads,
  type RouteRead,
} from '../../shared/config/public-reads';
import { browserReads } from './browser-reads';
import { useAppQuery } from './query-client';

type Answer<K extends PublicReadName> = Awaited<ReturnType<PublicReads[K]>>;

/**
 * A public read a page shows: `usePublicRead({ read: 'sessionInfo', args: [] })`. On the first
 * page the server has already answered it (the route's `reads` in the registry), so it renders at
 * once and nothing is fetched; after navigating, the browser asks the API.
 */
export function usePublicRead<R extends RouteRead>(read: R) {
  return useAppQuery<Answer<R['read']>>({
    queryKey: readKey(read),
    queryFn: () => runRead(browserReads, read) as Promise<Answer<R['read']>>,
  });
}
