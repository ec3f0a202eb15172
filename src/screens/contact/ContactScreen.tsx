import Link from 'next/link';
import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { StorefrontPhoto } from '@/components/StorefrontPhoto';
import { ContactForm } from '@/features/leads/ContactForm';
import { OpeningHours } from '@/components/layout/OpeningHours';
import { REPLY_WITHIN_HOURS, telHref, phoneText } from '@/config/business';
import { useBusiness } from '@/components/layout/business';
import { addressLine } from '@/domain/business-facts';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import { StoreMap } from './StoreMap';
import type { ContactData } from '@/lib/screen-data/contact';
import classes from './Contact.module.css';

/** Contact: the form, call / visit / e-mail cards, service areas, storefront and map. */
export default function ContactScreen({ lang, data }: PageProps<ContactData>) {
  const { t } = useTranslation('pages');
  const business = useBusiness();
  return (
    <Container size="lg" py="xl">
      <Stack gap="sm" maw={760} mb="xl">
        <Title order={1}>{t('contact.title')}</Title>
        <Text size="lg">{t('contact.intro')}</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper component="section" aria-labelledby="contact-form" withBorder radius="md" p="lg">
          <Title order={2} id="contact-form" mb="md">
            {t('contact.formHeading')}
          </Title>
          <ContactForm />
        </Paper>

        <Stack gap="md">
          <Paper component="section" aria-labelledby="contact-call" withBorder radius="md" p="lg">
            <Title order={2} size="h3" id="contact-call">
              {t('contact.callHeading')}
            </Title>
            <Text size="sm" mt={4}>
              {t('contact.callText')}
            </Text>
            {business.phone ? (
              <Anchor href={telHref(business.phone)} fw={700} fz="lg">
                {phoneText(business.phone)}
              </Anchor>
            ) : (
              <Text fw={700}>{t('common:fallback.noPhone')}</Text>
            )}
            <Title order={3} size="h5" mt="sm">
              {t('contact.hoursHeading')}
            </Title>
            <OpeningHours />
          </Paper>
          <Paper component="section" aria-labelledby="contact-visit" withBorder radius="md" p="lg">
            <Title order={2} size="h3" id="contact-visit">
              {t('contact.visitHeading')}
            </Title>
            <Text component="address" fs="normal" mt={4}>
              {business.name}
              <br />
              {addressLine(business)}
            </Text>
            <Text size="sm">{t('contact.visitText')}</Text>
          </Paper>
          <Paper component="section" aria-labelledby="contact-email" withBorder radius="md" p="lg">
            <Title order={2} size="h3" id="contact-email">
              {t('contact.emailHeading')}
            </Title>
            {business.email ? (
              <Anchor href={`mailto:${business.email}`} fw={700}>
                {business.email}
              </Anchor>
            ) : (
              <Text fw={700}>{t('common:fallback.noEmail')}</Text>
            )}
            <Text size="sm">{t('contact.emailText', { hours: REPLY_WITHIN_HOURS })}</Text>
          </Paper>
        </Stack>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={48}>
        <section aria-labelledby="contact-storefront">
          <Title order={2} id="contact-storefront" mb="md">
            {t('contact.storefrontHeading')}
          </Title>
          <StorefrontPhoto />
        </section>
        <section aria-labelledby="contact-map">
          <Title order={2} id="contact-map" mb="md">
            {t('contact.mapHeading')}
          </Title>
          <StoreMap />
        </section>
      </SimpleGrid>

      <section aria-labelledby="contact-areas" style={{ marginTop: 48 }}>
        <Title order={2} id="contact-areas" mb="md">
          {t('contact.areasHeading')}
        </Title>
        <ul className={classes.areaList}>
          {data.areas.map((a) => (
            <li key={a.slug}>
              <Anchor component={Link} prefetch={false} href={pathFor(lang, 'areaDetail', { area: a.slug })} locale={false}>
                {a.name}
              </Anchor>
            </li>
          ))}
          {data.alsoServing.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
