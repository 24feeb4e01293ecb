import { useCallback, useEffect, useRef, useState } from 'react';
import { moneyMapsKey } from '../../api/money-maps';
import { readPlan, readPlanMaps } from '../../api/my-plan';

/** A read's state: no data yet while loading, then the data; `failed` once it could not be read. */
type Read<T> = { data?: T; failed: boolean };

/**
 * One read kept in state, read again on demand: an answer that comes back after a newer read was
 * started (or after `show`) is dropped. A failed read is tried once more, as the app's query cache
 * does for a dropped request.
 */
function useLatestRead<T>(read: () => Promise<T>) {
  const [state, setState] = useState<Read<T>>({ failed: false });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const n = ++latest.current;
    try {
      const data = await read().catch(() => read());
      if (n === latest.current) setState({ data, failed: false });
    } catch {
      if (n === latest.current) setState((was) => ({ ...was, failed: true }));
    }
  }, [read]);
  const show = useCallback((data: T) => {
    latest.current++;
    setState({ data, failed: false });
  }, []);
  return [state, reload, show] as const;
}

/**
 * My plan's two reads, the plan and the saved maps, without TanStack Query (ADR 045): read when
 * the page opens (taking the answers asked for while it loaded, readPlan) and again after a
 * change; nothing is kept between visits, and the query cache's code stays off the first load.
 * One user's: the page draws a new view, with new state, for another (my-plan-page.tsx).
 */
export function usePlanReads(uid: string) {
  const [plan, reloadPlan, showPlan] = useLatestRead(readPlan);
  const [maps, reloadMaps] = useLatestRead(readPlanMaps);

  useEffect(() => {
    void reloadPlan();
    void reloadMaps();
  }, [reloadPlan, reloadMaps]);

  /** After a goal changed: the maps read again, here and in /profile's cached list. */
  const mapsChanged = useCallback(async () => {
    await reloadMaps();
    const { queryClient } = await import('../../../../lib/query-client');
    await queryClient.invalidateQueries({ queryKey: moneyMapsKey(uid) });
  }, [reloadMaps, uid]);

  return { plan, maps, reloadPlan, showPlan, mapsChanged };
}
