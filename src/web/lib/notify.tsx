import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';

export type NotifySeverity = 'success' | 'info' | 'warning' | 'error';
export type Notice = { id: number; message: string; severity: NotifySeverity };

type NotifyContextValue = {
  notice: Notice | null;
  /**
   * Shows a transient message in the snackbar, only for what has no place on the page (a success
   * after a dialog closed, say): a form's errors and outcomes show in the form. The message may
   * contain HTML; it is sanitized.
   */
  notify: (message: string, severity?: NotifySeverity) => void;
  dismiss: () => void;
};

const NotifyContext = createContext<NotifyContextValue | null>(null);
let nextId = 1;

/**
 * Holds the one message the snackbar shows; the snackbar itself lives in the app layout. A notice
 * belongs to the page it was raised on: moving to another page dismisses it, so it never follows
 * the visitor to the next screen (one raised just after navigating belongs to the new page).
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const [raised, setRaised] = useState<(Notice & { pathname: string }) | null>(null);
  const notify = useCallback((message: string, severity: NotifySeverity = 'info') => {
    setRaised({ id: nextId++, message, severity, pathname: window.location.pathname });
  }, []);
  const dismiss = useCallback(() => setRaised(null), []);

  // Forgotten as soon as the visitor is on another page (so Back does not revive it either).
  if (raised && raised.pathname !== pathname) setRaised(null);
  const notice = raised && raised.pathname === pathname ? raised : null;

  const value = useMemo(() => ({ notice, notify, dismiss }), [notice, notify, dismiss]);
  return <NotifyContext.Provider value={value}>{children}</NotifyContext.Provider>;
}

function useNotifyContext(): NotifyContextValue {
  const context = useContext(NotifyContext);
  if (!context) throw new Error('useNotify must be used inside NotifyProvider');
  return context;
}

/** `const notify = useNotify(); notify('You are signed in', 'success')` */
export function useNotify() {
  return useNotifyContext().notify;
}

/** For the snackbar component only. */
export function useCurrentNotice() {
  const { notice, dismiss } = useNotifyContext();
  return { notice, dismiss };
}
