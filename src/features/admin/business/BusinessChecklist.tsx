// What the owner still has to set before the site goes live (src/domain/business-facts.ts:
// missingFacts). On the dashboard (admins) and atop the business settings.
import Link from 'next/link';
import { Alert, Button, List } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { ChecklistItem } from '@/domain/business-facts';

export function BusinessChecklist({ missing, withLink }: { missing: readonly ChecklistItem[]; withLink: boolean }) {
  const { t } = useTranslation('business');
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" title={t('checklist.title')} data-testid="business-checklist" mb="md">
      {t('checklist.intro', { count: missing.length })}
      <List mt="xs" mb={withLink ? 'sm' : 0}>
        {missing.map((item) => (
          <List.Item key={item}>{t(`checklist.items.${item}`)}</List.Item>
        ))}
      </List>
      {withLink && (
        <Button component={Link} href="/admin/business" size="compact-sm">
          {t('checklist.open')}
        </Button>
      )}
    </Alert>
  );
}
