import { useTranslation } from 'next-i18next/pages';
import { useBusiness } from '@/components/layout/business';
import type { PageProps } from '@/lib/page-data';
import { LegalPage } from './LegalPage';
import type { LegalData } from '@/lib/screen-data/legal';

export default function TermsScreen({ lang, data }: PageProps<LegalData>) {
  const { t } = useTranslation('pages');
  const business = useBusiness();
  return <LegalPage lang={lang} title={t('legal.termsTitle')} intro={t('legal.termsIntro', { name: business.name })} data={data} />;
}
