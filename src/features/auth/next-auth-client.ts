// NextAuth's browser helpers, loaded only when someone signs in or out so the header stays light.
// Both POST to NextAuth with its CSRF token.

export interface SignInResult {
  ok: boolean;
  /** NextAuth's error code, e.g. 'CredentialsSignin' or 'EmailNotConfirmed'. */
  error: string | null;
}

/**
 * Signs in with e-mail and password, or with a one-time `signInToken`; `code` is the second
 * factor (authenticator or recovery code) when the account has two-step verification.
 */
export async function signInWithCredentials(fields: ({ email: string; password: string } | { signInToken: string }) & { code?: string }): Promise<SignInResult> {
  const { signIn } = await import('next-auth/react');
  const result = await signIn('credentials', { ...fields, redirect: false });
  const error = result?.error ?? (result?.ok ? null : 'CredentialsSignin');
  return { ok: !error, error };
}

/**
 * Asks for a sign-in link by e-mail (NextAuth's e-mail provider), in the page's language, coming
 * back to `returnTo`. The answer is the same for every address; `error` is set only for a refusal
 * such as too many requests.
 */
export async function requestSignInLink(email: string, lang: string, returnTo: string): Promise<SignInResult> {
  const { signIn } = await import('next-auth/react');
  const result = await signIn('email', { email, redirect: false, callbackUrl: returnTo }, { lang });
  const error = result?.error ?? null;
  return { ok: !error, error };
}

/**
 * The address NextAuth's e-mail link callback signs in at: the auth page's button POSTs its form
 * there with the CSRF token (a GET, or a POST without the token, only comes back to the page).
 */
export function emailLinkCallbackUrl(token: string, email: string, returnTo: string): string {
  return `/api/auth/callback/email?${new URLSearchParams({ token, email, callbackUrl: returnTo })}`;
}

/** NextAuth's CSRF token for this browser (its cookie is set by the same request). */
export async function nextAuthCsrfToken(): Promise<string | null> {
  const { getCsrfToken } = await import('next-auth/react');
  return (await getCsrfToken()) ?? null;
}

export async function signOutHere(): Promise<void> {
  const { signOut } = await import('next-auth/react');
  await signOut({ redirect: false });
}
