import { useState } from 'react';
import Link from 'next/link';
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PageProps } from '@/lib/page-data';
import { pathFor } from '@/routing/routes';
import { MyQuotes } from '@/features/quote/MyQuotes';
import { SavedQuoteDetail } from '@/features/quote/SavedQuoteDetail';
import { useSession } from '@/features/auth/use-session';
import classes from '@/features/quote/print.module.css';
import { withApi } from '@/lib/api-provider';

/** /en/account, /es/cuenta: the signed-in customer's saved quotes; a sign-in link otherwise. */
function AccountScreenBody({ lang, meta }: PageProps) {
  const { t } = useTranslation('quote');
  const session = useSession();
  const [openId, setOpenId] = useState<string | null>(null);
  const signIn = `${pathFor(lang, 'auth')}?returnTo=${encodeURIComponent(pathFor(lang, 'account'))}`;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg" className={openId ? classes.noPrint : undefined}>
        {meta.title}
      </Title>
      {session.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('account.loading')}</Text>
        </Group>
      )}
      {(session.isError || session.data === null) && (
        <Stack align="flex-start">
          <Text>{t('account.signedOut')}</Text>
          <Button component={Link} href={signIn} locale={false}>
            {t('account.signIn')}
          </Button>
        </Stack>
      )}
      {session.data &&
        (openId ? (
          <SavedQuoteDetail id={openId} lang={lang} onBack={() => setOpenId(null)} />
        ) : (
          <MyQuotes lang={lang} onOpen={setOpenId} />
        ))}
    </Container>
  );
}

export default withApi(AccountScreenBody);
