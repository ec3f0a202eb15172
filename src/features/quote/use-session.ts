// Who is signed in, from NextAuth's session endpoint ({} when signed out). No SessionProvider:
// a react-query cache entry is enough for the few components that ask.
import { useQuery, useQueryClient } from '@tanstack/react-query';

export interface SessionUser {
  id: string;
  email: string;
  role?: string;
}

const sessionQuery = {
  queryKey: ['next-auth', 'session'] as const,
  queryFn: async (): Promise<SessionUser | null> => {
    const res = await fetch('/api/auth/session', { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`session ${res.status}`);
    const body = (await res.json()) as { user?: Partial<SessionUser> } | null;
    return body?.user?.id && body.user.email ? (body.user as SessionUser) : null;
  },
};

/** The signed-in user, null when signed out; `isPending` while the first answer loads. */
export function useSessionUser() {
  return useQuery({ ...sessionQuery, staleTime: 60_000 });
}

/** Asks the server again (e.g. when Save is pressed), so a session that just ended is noticed. */
export function useFreshSessionUser() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}
