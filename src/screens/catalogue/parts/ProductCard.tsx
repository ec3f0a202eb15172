import Image from 'next/image';
import Link from 'next/link';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { telHref } from '@/config/business';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import type { CatalogueItem } from '@/server/services/catalogue-pages';
import { PriceLabel } from './PriceLabel';
import { MAX_CARD_APPLICATIONS, MAX_CARD_FEATURES, firstN } from './limits';
import classes from './catalogue.module.css';

interface Props {
  lang: Lang;
  item: CatalogueItem;
  /** Link the name and a "details" button to the product page (grass). */
  detailHref?: string;
  /** Show a call button beside the quote button (sand). */
  withCall?: boolean;
  priority?: boolean;
}

/** One product: picture, name, price, short description, up to 4 features and 3 uses. */
export function ProductCard({ lang, item, detailHref, withCall, priority }: Props) {
  const { t } = useTranslation('catalogue');
  const headingId = `product-${item.slug}`;
  return (
    <Card component="article" id={item.slug} withBorder padding="lg" radius="md" aria-labelledby={headingId} className={classes.card}>
      {item.image && (
        <Card.Section className={classes.cardImage}>
          <Image src={item.image} alt="" fill sizes="(max-width: 48em) 100vw, (max-width: 75em) 50vw, 33vw" priority={priority} />
        </Card.Section>
      )}
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={headingId}>
            {detailHref ? (
              <Link href={detailHref} locale={false} className={classes.titleLink}>
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </Title>
          {item.isFeatured && (
            <Badge color="soil.7" variant="filled">
              {t('card.popular')}
            </Badge>
          )}
        </Group>
        <PriceLabel lang={lang} priceCents={item.priceCents} wasPriceCents={item.wasPriceCents} unitLabel={item.unitLabel} />
        <Text size="sm" lineClamp={3}>
          {item.description}
        </Text>
        {(item.sizes || item.coverage || item.bestFor) && (
          <Stack gap={2}>
            {item.sizes && <Text size="sm"><strong>{t('card.size')}:</strong> {item.sizes}</Text>}
            {item.coverage && <Text size="sm"><strong>{t('card.coverage')}:</strong> {item.coverage}</Text>}
            {item.bestFor && <Text size="sm"><strong>{t('card.bestFor')}:</strong> {item.bestFor}</Text>}
          </Stack>
        )}
        {item.features.length > 0 && (
          <List size="sm" spacing={2} aria-label={t('card.features')}>
            {firstN(item.features, MAX_CARD_FEATURES).map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        )}
        {item.applications.length > 0 && (
          <div>
            <Text size="sm" fw={700}>
              {t('card.applications')}
            </Text>
            <Group gap={4} mt={4}>
              {firstN(item.applications, MAX_CARD_APPLICATIONS).map((a) => (
                <Badge key={a} variant="outline" color="soil.8" size="sm" tt="none">
                  {a}
                </Badge>
              ))}
            </Group>
          </div>
        )}
      </Stack>
      <Group mt="md" gap="xs" grow>
        {detailHref && (
          <Button component={Link} href={detailHref} locale={false} variant="light" aria-label={t('card.detailsFor', { name: item.name })}>
            {t('card.details')}
          </Button>
        )}
        <Button component={Link} href={pathFor(lang, 'quote')} locale={false} aria-label={t('card.quoteFor', { name: item.name })}>
          {t('common:actions.getQuote')}
        </Button>
        {withCall && (
          <Button component="a" href={telHref()} variant="outline">
            {t('common:actions.call')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
