// Names, descriptions and feature lists in both languages (one feature a line).
import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { notifyError, notifySuccess } from '../notify';
import type { AdminProduct } from './types';
import { ProductDescriptionFields, ProductNameFields, productTextsInput, productTextsValid } from './ProductTextFields';
import { PhotoUpload } from '../photos/PhotoUpload';
import { ModalActions } from '../shared/ModalActions';
import { Dialog } from '../shared/Dialog';

export function ContentModal({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const [form, setForm] = useState({
    nameEn: product.nameEn,
    nameEs: product.nameEs,
    descriptionEn: product.descriptionEn,
    descriptionEs: product.descriptionEs,
    featuresEn: product.featuresEn.join('\n'),
    featuresEs: product.featuresEs.join('\n'),
  });
  const save = trpc.admin.products.updateContent.useMutation({
    onSuccess: () => {
      notifySuccess(t('products.saved', { name: form.nameEn }));
      void utils.admin.products.list.invalidate();
      onClose();
    },
    onError: (error) => notifyError(t('products.saveFailed', { name: product.nameEn }), error),
  });
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const valid = productTextsValid(form);
  return (
    <Dialog opened onClose={onClose} title={t('products.editTextsTitle', { name: product.nameEn })} size="xl">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ id: product.id, version: product.version, ...productTextsInput(form) });
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ProductNameFields form={form} set={set} />
            <ProductDescriptionFields form={form} set={set} minRows={3} />
          </SimpleGrid>
          <ModalActions onCancel={onClose} label={t('actions.save')} disabled={!valid} loading={save.isPending} />
        </Stack>
      </form>
      <Stack mt="md">
        <PhotoUpload target="product" targetId={product.id} hasPhoto={product.photoId !== null} onUploaded={() => void utils.admin.products.list.invalidate()} />
      </Stack>
    </Dialog>
  );
}
