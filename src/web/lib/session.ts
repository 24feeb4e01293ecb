import { useSyncExternalStore } from 'react';

/** The signed-in user as `GET /api/auth/get-session` gives it (the fields the site reads). */
export type SessionUser = {
  id: string;
  /** The display name; '' until the user sets one on /profile. */
  name: string;
  email: string;
  /** The contact number's 10 digits, or null when never given. */
  phoneNumber?: string | null;
};

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

/**
 * Who is signed in, shared by the header, the drawer and the account pages. Every page needs it at
 * first load, so it is a plain fetch of Better Auth's session endpoint and a tiny store, not Better
 * Auth's client (about 12 KB gzipped), which loads only with the dialog and the account pages.
 */
let state: SessionState = { status: 'loading' };
let latestRequest = 0;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Other tabs of the site hear of a sign-in, a profile change or a sign-out at once; a tab the
 * message missed (asleep, say) reads the session again when it is shown.
 */
type SessionMessage = 'signed-in' | 'signed-out';
let channel: BroadcastChannel | undefined;

function announce(message: SessionMessage) {
  channel?.postMessage(message);
}

function listenToOtherTabs() {
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel('arthashala-session');
    channel.onmessage = (event: MessageEvent<SessionMessage>) => {
      if (event.data === 'signed-out') forgetUser();
      else if (event.data === 'signed-in') void readSession();
    };
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void readSession();
  });
}

/**
 * Reads the session again after this tab changed it (signed in, changed the profile) and tells
 * the other tabs to do the same. A later call wins over an earlier one still on its way.
 */
export async function refreshSession(): Promise<SessionState> {
  const next = await readSession();
  if (next.status === 'signed-in') announce('signed-in');
  return next;
}

/** One read of the session; on a network failure the last known state stays. */
async function readSession(): Promise<SessionState> {
  const request = ++latestRequest;
  try {
    const response = await fetch('/api/auth/get-session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const data = response.ok
      ? ((await response.json()) as { user?: Partial<SessionUser> } | null)
      : null;
    if (request === latestRequest) setState(toState(data?.user));
  } catch {
    // Offline or the server restarting: keep what we knew; a first load shows the Login button.
    if (request === latestRequest && state.status === 'loading') setState({ status: 'signed-out' });
  }
  return state;
}

function toState(user: Partial<SessionUser> | undefined): SessionState {
  if (!user || typeof user.id !== 'string') return { status: 'signed-out' };
  return {
    status: 'signed-in',
    user: {
      id: user.id,
      name: typeof user.name === 'string' ? user.name : '',
      email: typeof user.email === 'string' ? user.email : '',
      phoneNumber: typeof user.phoneNumber === 'string' ? user.phoneNumber : null,
    },
  };
}

/** Forgets the user at once (after signing out or deleting the account), in every tab. */
export function markSignedOut() {
  forgetUser();
  announce('signed-out');
}

function forgetUser() {
  latestRequest++;
  setState({ status: 'signed-out' });
}

let firstRead: Promise<SessionState> | undefined;

/**
 * The one read a page load needs, started now if it has not been: by the first subscriber, or
 * earlier by a page about who is signed in (an account page asks while its code loads, and then
 * asks for the user's data as soon as this answers).
 */
export function readSessionOnce(): Promise<SessionState> {
  if (!firstRead) {
    listenToOtherTabs();
    firstRead = readSession();
  }
  return firstRead;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void readSessionOnce();
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;
const loadingState: SessionState = { status: 'loading' };
const getServerSnapshot = () => loadingState;

/** `const session = useSession(); if (session.status === 'signed-in') session.user.name` */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
