import type { ReactNode } from 'react';
import Link from 'next/link';
import { Button, Stack, Text } from '@mantine/core';
import { LoadingStatus } from '@/components/LoadingStatus';
import { useSession } from './use-session';

interface Props {
  /** Where the sign-in button goes (the sign-in page with a returnTo back here). */
  signInHref: string;
  labels: { loading: string; signedOut: string; signIn: string };
  children: ReactNode;
}

/** Its children for a signed-in person; a spinner while the session loads; otherwise a way to sign in. */
export function SignedInOnly({ signInHref, labels, children }: Props) {
  const session = useSession();
  if (session.isPending) return <LoadingStatus label={labels.loading} />;
  if (!session.data) {
    return (
      <Stack align="flex-start">
        <Text>{labels.signedOut}</Text>
        <Button component={Link} prefetch={false} href={signInHref} locale={false}>
          {labels.signIn}
        </Button>
      </Stack>
    );
  }
  return <>{children}</>;
}
