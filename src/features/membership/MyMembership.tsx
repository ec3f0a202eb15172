// The account's member-pricing applications and where each stands (issue "Member pricing that
// pays off"): linked by e-mail, read with the signed-in user's own query.
import Link from 'next/link';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { basisPointsAsPercent } from '@/domain/member-pricing';
import type { Lang } from '@/i18n/languages';
import { formatBusinessDay } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { pathFor } from '@/routing/routes';

export function MyMembership({ lang }: { lang: Lang }) {
  const { t } = useTranslation('membership');
  const mine = trpc.membership.mine.useQuery();
  if (!mine.data) return null;
  const day = (d: Date) => formatBusinessDay(d, lang);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="my-membership-title" data-testid="my-membership">
      <Title order={2} size="h4" id="my-membership-title" mb="xs">
        {t('account.title')}
      </Title>
      {mine.data.length === 0 ? (
        <Text size="sm">
          {t('account.none')}{' '}
          <Anchor component={Link} prefetch={false} href={`${pathFor(lang, 'home')}#membership-card-title`} locale={false}>
            {t('account.apply')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="xs">
          {mine.data.map((a) => (
            <div key={a.id}>
              <Text size="sm" c="dimmed">
                {t('account.applied', { date: day(a.createdAt), company: a.companyName })}
              </Text>
              <Text fw={600} data-testid="membership-status">
                {t(`account.status.${a.status}`, { tier: a.tier?.name ?? '', percent: basisPointsAsPercent(a.tier?.discountBasisPoints ?? 0) })}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
