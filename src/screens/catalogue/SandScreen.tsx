import Link from 'next/link';
import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { ContentTabs } from '@/components/ContentTabs';
import { useCallLink } from '@/components/layout/business';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import type { CategoryPageData } from '@/server/pages/loaders/category-page';
import { CategoryHero } from './parts/CategoryHero';
import { ProductGrid } from './parts/ProductGrid';
import { Section } from './parts/Section';
import { CallToAction } from './parts/CallToAction';

const CUSTOM = ['play', 'concrete', 'washedRiver', 'leveling', 'specialty'] as const;

export default function SandScreen({ lang, data }: PageProps<CategoryPageData>) {
  const { t } = useTranslation('catalogue');
  const call = useCallLink();
  return (
    <>
      <CategoryHero lang={lang} crumbs={data.crumbs} title={t('sand.title')} intro={t('sand.intro')} image="/images/categories/sand.webp" category="sand" />
      <Section id="sand-products" title={t('sand.productsTitle')}>
        <ContentTabs
          label={t('sand.tabs.label')}
          tabs={[
            {
              value: 'products',
              label: t('sand.tabs.products'),
              panel: <ProductGrid lang={lang} items={data.items} withCall />,
            },
            {
              value: 'custom',
              label: t('sand.tabs.custom'),
              panel: (
                <>
                  <Paper withBorder p="lg" radius="md">
                    <Title order={3} size="h4">
                      {t('sand.custom.title')}
                    </Title>
                    <Text mt="xs" mb="md">
                      {t('sand.custom.text')}
                    </Text>
                    <List spacing="xs" mb="lg">
                      {CUSTOM.map((key) => (
                        <List.Item key={key}>
                          <Text span fw={700}>
                            {t(`sand.custom.items.${key}.name`)}
                          </Text>{' '}
                          - {t(`sand.custom.items.${key}.text`)}
                        </List.Item>
                      ))}
                    </List>
                    <Group>
                      <Button component="a" href={call.href}>
                        {call.label}
                      </Button>
                      <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} variant="outline">
                        {t('common:actions.getQuote')}
                      </Button>
                    </Group>
                  </Paper>
                </>
              ),
            },
          ]}
        />
      </Section>
      <CallToAction lang={lang} />
    </>
  );
}
