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

export async function signOutHere(): Promise<void> {
  const { signOut } = await import('next-auth/react');
  await signOut({ redirect: false });
}
