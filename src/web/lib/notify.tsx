import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type NotifySeverity = 'success' | 'info' | 'warning' | 'error';
export type Notice = { id: number; message: string; severity: NotifySeverity };

type NotifyContextValue = {
  notice: Notice | null;
  /** Shows a transient message in the snackbar. The message may contain HTML; it is sanitized. */
  notify: (message: string, severity?: NotifySeverity) => void;
  dismiss: () => void;
};

const NotifyContext = createContext<NotifyContextValue | null>(null);
let nextId = 1;

/** Holds the one message the snackbar shows; the snackbar itself lives in the app layout. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((message: string, severity: NotifySeverity = 'info') => {
    setNotice({ id: nextId++, message, severity });
  }, []);
  const dismiss = useCallback(() => setNotice(null), []);
  const value = useMemo(() => ({ notice, notify, dismiss }), [notice, notify, dismiss]);
  return <NotifyContext.Provider value={value}>{children}</NotifyContext.Provider>;
}

function useNotifyContext(): NotifyContextValue {
  const context = useContext(NotifyContext);
  if (!context) throw new Error('useNotify must be used inside NotifyProvider');
  return context;
}

/** `const notify = useNotify(); notify('Saved', 'success')` */
export function useNotify() {
  return useNotifyContext().notify;
}

/** For the snackbar component only. */
export function useCurrentNotice() {
  const { notice, dismiss } = useNotifyContext();
  return { notice, dismiss };
}
