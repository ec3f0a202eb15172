// Print-friendly quote: no navigation, just the business, the customer and the priced lines.
import { useRouter } from 'next/router';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { GetServerSideProps } from 'next';
import { Letterhead } from '@/components/Letterhead';
import type { BusinessFacts } from '@/domain/business-facts';
import { getDb } from '@/server/db/client';
import { loadBusinessFacts } from '@/server/services/business-settings';
import { PrintFrame } from '@/features/admin/PrintFrame';
import { QuoteDocument } from '@/features/admin/quotes/QuoteDocument';
import { useAdminFormat } from '@/features/admin/format';
import { trpc } from '@/lib/trpc';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';
import { quoteNumber } from '@/domain/quote-number';

const guard = adminPage();

export const getServerSideProps: GetServerSideProps<AdminPageProps & { business: BusinessFacts }> = async (ctx) => {
  const result = await guard(ctx);
  if (!('props' in result)) return result;
  return { props: { ...(await result.props), business: await loadBusinessFacts(getDb()) } };
};

function PrintableQuote({ id, business }: { id: string; business: BusinessFacts }) {
  const { t } = useTranslation('admin');
  const { when } = useAdminFormat();
  const quote = trpc.admin.quotes.get.useQuery({ id });
  if (quote.error) return <Text c="red">{quote.error.message}</Text>;
  if (!quote.data) return <Text>{t('table.loading')}</Text>;
  const q = quote.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Letterhead business={business} />
        <div>
          <Title order={2} size="h3">
            {t('quotes.title', { number: quoteNumber(q.id) })}
          </Title>
          <Text size="sm">{when(q.createdAt)}</Text>
          <Text size="sm">{t(`quoteStatus.${q.status}`)}</Text>
        </div>
      </Group>
      <Text>
        {t('quotes.customer')}: {q.user.name ?? ''} {q.user.email}
      </Text>
      <QuoteDocument quote={q} />
      <Text size="xs" c="dimmed">
        {t('quotes.estimateNote')}
      </Text>
    </Stack>
  );
}

export default function PrintPage(props: AdminPageProps & { business: BusinessFacts }) {
  const { t } = useTranslation('admin');
  const id = String(useRouter().query.id ?? '');
  return (
    <PrintFrame guard={props} title={t('quotes.title', { number: quoteNumber(id) })} printLabel={t('quotes.printNow')} back={{ href: `/admin/quotes/${id}`, label: t('quotes.back') }}>
      <PrintableQuote id={id} business={props.business} />
    </PrintFrame>
  );
}
