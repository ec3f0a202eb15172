// Adding a product to a category, with its first price.
import { useState } from 'react';
import { Checkbox, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { parseMoney, salePriceIssue } from '@/domain/admin-money';
import { trpc } from '@/lib/trpc';
import { notifyError, notifySuccess } from '../notify';
import type { CatalogueCategory } from './types';
import { ProductDescriptionFields, ProductNameFields, productTextsInput, productTextsValid } from './ProductTextFields';
import { ModalActions } from '../shared/ModalActions';
import { MoneyInput } from '../shared/MoneyInput';
import { Dialog } from '../shared/Dialog';

const slugify = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function NewProductModal({ category, onClose }: { category: CatalogueCategory; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const [form, setForm] = useState({
    nameEn: '',
    nameEs: '',
    slug: '',
    unitType: category.key === 'grass' ? 'GRASS' : 'BULK',
    descriptionEn: '',
    descriptionEs: '',
    featuresEn: '',
    featuresEs: '',
    list: '',
    sale: '',
    unitEn: '',
    unitEs: '',
    isActive: true,
    isFeatured: false,
  });
  const create = trpc.admin.products.create.useMutation({
    onSuccess: (p) => {
      notifySuccess(t('products.created', { name: p.nameEn }));
      void utils.admin.products.list.invalidate();
      onClose();
    },
    onError: (error) => notifyError(t('products.createFailed'), error),
  });
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value, ...(key === 'nameEn' && f.slug === slugify(f.nameEn) ? { slug: slugify(value) } : {}) }));
  };
  const list = parseMoney(form.list);
  const sale = parseMoney(form.sale);
  const saleIssue = list.ok && sale.ok ? salePriceIssue(list.cents, sale.cents) : null;
  const valid = list.ok && sale.ok && !saleIssue && productTextsValid(form) && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(form.slug);

  return (
    <Dialog opened onClose={onClose} title={t('products.newTitle', { category: category.nameEn })} size="xl">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!list.ok || !sale.ok || !valid) return;
          create.mutate({
            categoryId: category.id,
            slug: form.slug,
            unitType: form.unitType as 'GRASS' | 'BULK',
            ...productTextsInput(form),
            listPriceCents: list.cents,
            salePriceCents: sale.cents,
            unitLabelEn: form.unitEn,
            unitLabelEs: form.unitEs,
            isActive: form.isActive,
            isFeatured: form.isFeatured,
          });
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ProductNameFields form={form} set={set} />
            <TextInput label={t('fields.slug')} description={t('fields.slugHint')} value={form.slug} onChange={set('slug')} required maxLength={80} />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="new-product-delivery">
                {t('fields.unitType')}
              </Text>
              <SegmentedControl
                aria-labelledby="new-product-delivery"
                value={form.unitType}
                onChange={(v) => setForm((f) => ({ ...f, unitType: v }))}
                data={[
                  { value: 'GRASS', label: t('types.GRASS') },
                  { value: 'BULK', label: t('types.BULK') },
                ]}
              />
            </Stack>
            <MoneyInput label={t('fields.listPrice')} value={form.list} onChange={set('list')} error={!list.ok ? t(list.key) : undefined} />
            <MoneyInput
              label={t('fields.salePrice')}
              value={form.sale}
              onChange={set('sale')}
              error={!sale.ok ? t(sale.key) : saleIssue ? t(saleIssue) : undefined}
            />
            <TextInput label={t('fields.unitEn')} value={form.unitEn} onChange={set('unitEn')} maxLength={40} />
            <TextInput label={t('fields.unitEs')} value={form.unitEs} onChange={set('unitEs')} maxLength={40} />
            <ProductDescriptionFields form={form} set={set} minRows={2} />
            <Checkbox label={t('fields.active')} checked={form.isActive} onChange={(e) => setForm((f) => ({ ...f, isActive: e.currentTarget.checked }))} />
            <Checkbox label={t('fields.featured')} checked={form.isFeatured} onChange={(e) => setForm((f) => ({ ...f, isFeatured: e.currentTarget.checked }))} />
          </SimpleGrid>
          <ModalActions onCancel={onClose} label={t('products.add')} disabled={!valid} loading={create.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
