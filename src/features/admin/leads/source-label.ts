import { useTranslation } from 'next-i18next/pages';

/** Where a lead came from, as staff read it ("Member pricing application", not "membership_disclaimer"). */
export function useSourceLabel() {
  const { t } = useTranslation('admin');
  return (source: string) => t(`sources.${source}`, { defaultValue: source });
}
