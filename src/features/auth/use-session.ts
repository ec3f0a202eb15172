// Who is signed in, read from NextAuth's session endpoint with react-query (no SessionProvider:
// the header and the auth page are the only readers). The query key is shared with the quote
// calculator's reader, so signing in or out updates both.
import { useQuery, useQueryClient } from '@tanstack/react-query';

export interface SignedInUser {
  id: string;
  email: string;
  name?: string | null;
  role?: string;
}

export const sessionQueryKey = ['next-auth', 'session'] as const;

async function fetchSession(): Promise<SignedInUser | null> {
  const res = await fetch('/api/auth/session', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`session ${res.status}`);
  const body = (await res.json()) as { user?: Partial<SignedInUser> } | null;
  return body?.user?.id && body.user.email ? (body.user as SignedInUser) : null;
}

/** The signed-in user, null when signed out; `isPending` while the first answer loads. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 });
}

/** Re-reads the session now (after signing in or out). */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 0 });
}
