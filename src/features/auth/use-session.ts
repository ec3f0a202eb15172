// Who is signed in, read from NextAuth's session endpoint (no SessionProvider, no react-query:
// the header reads it on every page, so it stays tiny). One store per browser tab: the header,
// the calculator and the account screens share it, so signing in or out updates them all.
import { useSyncExternalStore } from 'react';

export interface SignedInUser {
  id: string;
  email: string;
  name?: string | null;
  role?: string;
}

export interface SessionState {
  /** The signed-in user; null when signed out; undefined until the first answer. */
  data: SignedInUser | null | undefined;
  isPending: boolean;
  isError: boolean;
}

const STALE_MS = 60_000;
let state: SessionState = { data: undefined, isPending: true, isError: false };
let fetchedAt = 0;
let inFlight: Promise<SignedInUser | null> | undefined;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

async function fetchSession(): Promise<SignedInUser | null> {
  const res = await fetch('/api/auth/session', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`session ${res.status}`);
  const body = (await res.json()) as { user?: Partial<SignedInUser> } | null;
  return body?.user?.id && body.user.email ? (body.user as SignedInUser) : null;
}

/** Reads the session from the server now (one request at a time) and tells every reader. */
function load(): Promise<SignedInUser | null> {
  inFlight ??= fetchSession()
    .then((user) => {
      fetchedAt = Date.now();
      set({ data: user, isPending: false, isError: false });
      return user;
    })
    .catch((error: unknown) => {
      set({ data: state.data, isPending: false, isError: state.data === undefined });
      throw error;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (Date.now() - fetchedAt > STALE_MS) load().catch(() => undefined);
  return () => listeners.delete(listener);
}

const pendingOnServer: SessionState = { data: undefined, isPending: true, isError: false };

/** The signed-in user (`data`), null when signed out; `isPending` while the first answer loads. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state, () => pendingOnServer);
}

/** Re-reads the session now (after signing in or out) and resolves with the user. */
export function useRefreshSession() {
  return load;
}
