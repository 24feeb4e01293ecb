import { useSyncExternalStore } from 'react';

export type AuthDialogView = 'sign-in' | 'sign-up' | 'forgot';

export type AuthDialogState = {
  open: boolean;
  view: AuthDialogView;
  /** Better Auth's error code when a Google or Facebook sign-in came back failed. */
  socialError?: string;
};

/**
 * Whether the sign-in dialog is open, and on which view. The header's Login button, the drawer,
 * /profile and /reset-password all open the one dialog that the header hosts.
 */
let state: AuthDialogState = { open: false, view: 'sign-in' };
const listeners = new Set<() => void>();

function setState(next: AuthDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthDialog(view: AuthDialogView = 'sign-in', socialError?: string) {
  setState({ open: true, view, socialError });
}

export function closeAuthDialog() {
  if (state.open) setState({ ...state, open: false });
}

export function showAuthDialogView(view: AuthDialogView) {
  setState({ ...state, view, socialError: undefined });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
