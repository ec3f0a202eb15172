import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PageProps } from '@/lib/page-data';
import type { QuoteData } from '@/server/services/catalogue';
import { QuoteCalculator } from '@/features/quote/QuoteCalculator';

/** /en/quote, /es/cotizar: the page heading and the calculator. */
export default function QuoteScreen({ meta, data }: PageProps<{ quoteData?: QuoteData }>) {
  const { t } = useTranslation('quote');
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{meta.title}</Title>
      <Text size="lg" mt="sm" maw={760}>
        {t('page.intro')}
      </Text>
      <QuoteCalculator id="quote-calculator" withHeading={false} initialData={data?.quoteData} />
    </Container>
  );
}
