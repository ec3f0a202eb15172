import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import type { CatalogueItem } from '@/server/services/catalogue-pages';
import { gridSizes } from '@/components/image-sizes';
import { ProductCard } from './ProductCard';

const PRODUCT_COLS = { base: 1, sm: 2, lg: 3 };
const PRODUCT_SIZES = gridSizes(PRODUCT_COLS, 'lg');

interface Props {
  lang: Lang;
  items: CatalogueItem[];
  detailHref?: (item: CatalogueItem) => string;
  withCall?: boolean;
}

export function ProductGrid({ lang, items, detailHref, withCall }: Props) {
  const { t } = useTranslation('catalogue');
  if (items.length === 0) return <Text>{t('grid.empty')}</Text>;
  return (
    <SimpleGrid cols={PRODUCT_COLS} spacing="lg">
      {items.map((item) => (
        <ProductCard key={item.slug} lang={lang} item={item} detailHref={detailHref?.(item)} withCall={withCall} imageSizes={PRODUCT_SIZES} />
      ))}
    </SimpleGrid>
  );
}
