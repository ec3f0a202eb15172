// Names, descriptions and feature lists in both languages (one feature a line).
import { useState } from 'react';
import { Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { notifyError, notifySuccess } from '../notify';
import type { AdminProduct } from './types';
import { PhotoUpload } from '../photos/PhotoUpload';
import { ModalActions } from '../shared/ModalActions';

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

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
  const valid = form.nameEn.trim() !== '' && form.nameEs.trim() !== '';
  return (
    <Modal opened onClose={onClose} title={t('products.editTextsTitle', { name: product.nameEn })} size="xl">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({
            id: product.id,
            version: product.version,
            nameEn: form.nameEn,
            nameEs: form.nameEs,
            descriptionEn: form.descriptionEn,
            descriptionEs: form.descriptionEs,
            featuresEn: lines(form.featuresEn),
            featuresEs: lines(form.featuresEs),
          });
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.nameEn')} value={form.nameEn} onChange={set('nameEn')} required maxLength={120} />
            <TextInput label={t('fields.nameEs')} value={form.nameEs} onChange={set('nameEs')} required maxLength={120} />
            <Textarea label={t('fields.descriptionEn')} value={form.descriptionEn} onChange={set('descriptionEn')} autosize minRows={3} maxLength={4000} />
            <Textarea label={t('fields.descriptionEs')} value={form.descriptionEs} onChange={set('descriptionEs')} autosize minRows={3} maxLength={4000} />
            <Textarea label={t('fields.featuresEn')} description={t('fields.onePerLine')} value={form.featuresEn} onChange={set('featuresEn')} autosize minRows={3} />
            <Textarea label={t('fields.featuresEs')} description={t('fields.onePerLine')} value={form.featuresEs} onChange={set('featuresEs')} autosize minRows={3} />
          </SimpleGrid>
          <ModalActions onCancel={onClose} label={t('actions.save')} disabled={!valid} loading={save.isPending} />
        </Stack>
      </form>
      <Stack mt="md">
        <PhotoUpload target="product" targetId={product.id} hasPhoto={product.photoId !== null} onUploaded={() => void utils.admin.products.list.invalidate()} />
      </Stack>
    </Modal>
  );
}
