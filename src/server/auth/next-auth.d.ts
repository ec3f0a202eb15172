// The claims our session token carries besides NextAuth's own.
import type { Role } from '@/server/db/generated/client';

declare module 'next-auth/jwt' {
  interface JWT {
    role?: Role;
    /** The user's sessionVersion when the token was issued. */
    sv?: number;
    /** When the token was last checked against the database (ms since epoch). */
    checkedAt?: number;
  }
}
