import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PageProps } from '@/lib/page-data';
import type { QuoteData } from '@/server/services/catalogue';
import { StaticHtml } from '@/page-runtime/StaticHtml';
import { lazyIsland } from '@/page-runtime/LazyIsland';
import { calculatorStartsLive } from '@/features/quote/draft-storage';

// The calculator shows the server's prices at once; its code loads when the visitor first uses
// it, or at once when this browser keeps a quote in progress (which only the live one can show).
const QuoteCalculator = lazyIsland(() => import('@/features/quote/QuoteCalculator').then((m) => m.QuoteCalculator), {
  on: 'interaction',
  eager: calculatorStartsLive,
});

/** /en/quote, /es/cotizar: the page heading and the calculator. */
export default function QuoteScreen({ meta, data }: PageProps<{ quoteData?: QuoteData }>) {
  const { t } = useTranslation('quote');
  return (
    <Container size="lg" py="xl">
      <StaticHtml>
        <Title order={1}>{meta.title}</Title>
        <Text size="lg" mt="sm" maw={760}>
          {t('page.intro')}
        </Text>
      </StaticHtml>
      <QuoteCalculator id="quote-calculator" withHeading={false} initialData={data?.quoteData} />
    </Container>
  );
}
