// Products and price book: every product by category, edited in place.
import { useState } from 'react';
import { PhotoUpload } from '../photos/PhotoUpload';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { notifyError, notifySuccess } from '../notify';
import { ActionsHeading } from '../shared/ListTable';
import { Loaded } from '../shared/Loaded';
import { BulkChangeModal } from './BulkChangeModal';
import { ContentModal } from './ContentModal';
import { UnitsModal } from './UnitsModal';
import { CsvModal } from './CsvModal';
import { NewProductModal } from './NewProductModal';
import { ProductRow } from './ProductRow';
import type { AdminProduct, CatalogueCategory } from './types';

type Dialog = { kind: 'texts' | 'units'; product: AdminProduct } | { kind: 'new' | 'bulk'; category: CatalogueCategory } | { kind: 'csv' } | null;

export function ProductsScreen() {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const catalogue = trpc.admin.products.list.useQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const reorder = trpc.admin.products.reorder.useMutation({
    onSuccess: () => notifySuccess(t('products.reordered')),
    onError: (error) => notifyError(t('products.reorderFailed'), error),
    onSettled: () => void utils.admin.products.list.invalidate(),
  });

  const move = (category: CatalogueCategory, index: number, direction: -1 | 1) => {
    const items = category.products.map((p) => ({ id: p.id, version: p.version }));
    const [moved] = items.splice(index, 1);
    items.splice(index + direction, 0, moved!);
    reorder.mutate({ categoryId: category.id, items });
  };

  return (
    <Loaded query={catalogue}>
      {(categories) => (
        <Stack gap="xl">
          <Group>
            <Button variant="light" onClick={() => setDialog({ kind: 'csv' })}>
              {t('csv.open')}
            </Button>
          </Group>
          {categories.map((category) => (
            <Paper key={category.id} withBorder p="md" component="section" aria-labelledby={`cat-${category.key}`}>
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h3" id={`cat-${category.key}`}>
                  {category.nameEn}
                </Title>
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'bulk', category })}>
                    {t('bulk.open')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'new', category })}>
                    {t('products.add')}
                  </Button>
                </Group>
              </Group>
              <PhotoUpload
                target="category"
                targetId={category.id}
                title={t('photos.categoryTitle', { name: category.nameEn })}
                hasPhoto={category.photoId !== null}
                onUploaded={() => void catalogue.refetch()}
              />
              <Table.ScrollContainer minWidth={820} mt="sm">
                <Table verticalSpacing="xs" aria-labelledby={`cat-${category.key}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('fields.order')}</Table.Th>
                      <Table.Th>{t('fields.product')}</Table.Th>
                      <Table.Th>{t('fields.listPrice')}</Table.Th>
                      <Table.Th>{t('fields.salePrice')}</Table.Th>
                      <Table.Th>{t('fields.units')}</Table.Th>
                      <Table.Th>
                        {t('fields.active')} / {t('fields.featured')}
                      </Table.Th>
                      <Table.Th>{t('fields.sortOrder')}</Table.Th>
                      <Table.Th>
                        <ActionsHeading />
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {category.products.map((product, index) => (
                      <ProductRow
                        key={product.id}
                        product={product}
                        canMoveUp={index > 0}
                        canMoveDown={index < category.products.length - 1}
                        onMove={(direction) => move(category, index, direction)}
                        onEditTexts={() => setDialog({ kind: 'texts', product })}
                        onEditUnits={() => setDialog({ kind: 'units', product })}
                        moving={reorder.isPending}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {category.products.length === 0 && <Text c="dimmed">{t('table.empty')}</Text>}
            </Paper>
          ))}
          {dialog?.kind === 'texts' && <ContentModal product={dialog.product} onClose={() => setDialog(null)} />}
          {dialog?.kind === 'units' && <UnitsModal product={dialog.product} onClose={() => setDialog(null)} />}
          {dialog?.kind === 'new' && <NewProductModal category={dialog.category} onClose={() => setDialog(null)} />}
          {dialog?.kind === 'bulk' && <BulkChangeModal category={dialog.category} onClose={() => setDialog(null)} />}
          {dialog?.kind === 'csv' && <CsvModal onClose={() => setDialog(null)} />}
        </Stack>
      )}
    </Loaded>
  );
}
