// The claims our session token carries besides NextAuth's own.
import type { Role } from '@/server/db/generated/client';

declare module 'next-auth/jwt' {
  interface JWT {
    role?: Role;
    /** The user's sessionVersion when the token was issued. */
    sv?: number;
    /** When the person signed in (ms since epoch): the absolute lifetime counts from here. */
    authTime?: number;
    /** When the token was last used (ms since epoch): the idle timeout counts from here. */
    seenAt?: number;
  }
}
