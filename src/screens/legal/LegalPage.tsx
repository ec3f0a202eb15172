import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { telHref, phoneText } from '@/config/business';
import { useBusiness } from '@/components/layout/business';
import { addressLine } from '@/domain/business-facts';
import { formatYearMonth } from '@/lib/format-local';
import type { Lang } from '@/i18n/languages';
import type { LegalData } from '@/lib/screen-data/legal';

/** A legal text: title, last-updated date, titled sections, then the business's contact details. */
export function LegalPage({ lang, title, intro, data }: { lang: Lang; title: string; intro: string; data: LegalData }) {
  const { t } = useTranslation('pages');
  const business = useBusiness();
  return (
    <Container size="md" py="xl">
      <Stack gap="xs" mb="xl">
        <Title order={1}>{title}</Title>
        <Text c="gray.7">
          {t('legal.lastUpdated', { date: formatYearMonth(data.lastUpdated, lang) })}
        </Text>
        <Text mt="sm">{intro}</Text>
      </Stack>
      <Stack gap="xl">
        {data.sections.map((s) => (
          <section key={s.id} aria-labelledby={`legal-${s.id}`}>
            <Title order={2} size="h3" id={`legal-${s.id}`} mb="xs">
              {s.heading}
            </Title>
            {s.paragraphs.map((p) => (
              <Text key={p} mb="xs">
                {p}
              </Text>
            ))}
            {s.items.length > 0 && (
              <List spacing="xs" withPadding>
                {s.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </section>
        ))}
        <section aria-labelledby="legal-contact">
          <Title order={2} size="h3" id="legal-contact" mb="xs">
            {t('legal.contactHeading')}
          </Title>
          <Text mb="xs">{t('legal.contactText')}</Text>
          <Text component="address" fs="normal">
            <strong>{business.name}</strong>
            <br />
            {t('legal.address')}: {addressLine(business)}
            {business.phone && (
              <>
                <br />
                {t('legal.phone')}: <Anchor href={telHref(business.phone)}>{phoneText(business.phone)}</Anchor>
              </>
            )}
            {business.email && (
              <>
                <br />
                {t('legal.email')}: <Anchor href={`mailto:${business.email}`}>{business.email}</Anchor>
              </>
            )}
          </Text>
        </section>
      </Stack>
    </Container>
  );
}
