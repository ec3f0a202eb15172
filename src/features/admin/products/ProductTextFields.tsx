// A product's texts in both languages, as the new-product and edit-texts dialogs take them: name,
// description and features (one a line).
import { TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

export interface ProductTexts {
  nameEn: string;
  nameEs: string;
  descriptionEn: string;
  descriptionEs: string;
  featuresEn: string;
  featuresEs: string;
}

type Setter = (key: keyof ProductTexts) => (e: { currentTarget: { value: string } }) => void;

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** The texts as the server takes them: features one per non-empty line. */
export const productTextsInput = (form: ProductTexts) => ({
  nameEn: form.nameEn,
  nameEs: form.nameEs,
  descriptionEn: form.descriptionEn,
  descriptionEs: form.descriptionEs,
  featuresEn: lines(form.featuresEn),
  featuresEs: lines(form.featuresEs),
});

/** Valid when both names are filled in (the rest may be empty). */
export const productTextsValid = (form: ProductTexts) => form.nameEn.trim() !== '' && form.nameEs.trim() !== '';

export function ProductNameFields({ form, set }: { form: ProductTexts; set: Setter }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextInput label={t('fields.nameEn')} value={form.nameEn} onChange={set('nameEn')} required maxLength={120} />
      <TextInput label={t('fields.nameEs')} value={form.nameEs} onChange={set('nameEs')} required maxLength={120} />
    </>
  );
}

export function ProductDescriptionFields({ form, set, minRows }: { form: ProductTexts; set: Setter; minRows: number }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Textarea label={t('fields.descriptionEn')} value={form.descriptionEn} onChange={set('descriptionEn')} autosize minRows={minRows} maxLength={4000} />
      <Textarea label={t('fields.descriptionEs')} value={form.descriptionEs} onChange={set('descriptionEs')} autosize minRows={minRows} maxLength={4000} />
      <Textarea label={t('fields.featuresEn')} description={t('fields.onePerLine')} value={form.featuresEn} onChange={set('featuresEn')} autosize minRows={minRows} />
      <Textarea label={t('fields.featuresEs')} description={t('fields.onePerLine')} value={form.featuresEs} onChange={set('featuresEs')} autosize minRows={minRows} />
    </>
  );
}
