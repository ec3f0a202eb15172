// Search, status, language and date filters of the follow-up lists (leads, applications, quotes).
// Values are the address-bar strings of `useListFilter`; each change patches only its own key.
import type { ReactNode } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

type FilterKey = 'search' | 'status' | 'language' | 'from' | 'to';

export function FilterBar({
  value,
  onChange,
  statuses,
  statusLabel,
  searchHint,
  withLanguage = false,
  children,
}: {
  value: { search: string; status: string; from: string; to: string; language?: string };
  onChange: (patch: Partial<Record<FilterKey, string | null>>) => void;
  statuses: readonly string[];
  statusLabel: (status: string) => string;
  searchHint: string;
  /** Quotes have no language filter; leads and applications do. */
  withLanguage?: boolean;
  /** Extra filters, placed before the dates. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <TextInput label={t('filters.search')} placeholder={searchHint} value={value.search} onChange={(e) => onChange({ search: e.currentTarget.value })} w={240} type="search" />
      <Select label={t('filters.status')} placeholder={t('filters.any')} clearable value={value.status || null} onChange={(v) => onChange({ status: v })} data={statuses.map((s) => ({ value: s, label: statusLabel(s) }))} w={150} />
      {withLanguage && (
        <Select
          label={t('filters.language')}
          placeholder={t('filters.any')}
          clearable
          value={value.language || null}
          onChange={(v) => onChange({ language: v })}
          data={[
            { value: 'en', label: t('languages.en') },
            { value: 'es', label: t('languages.es') },
          ]}
          w={130}
        />
      )}
      {children}
      <TextInput label={t('filters.from')} type="date" value={value.from} onChange={(e) => onChange({ from: e.currentTarget.value })} w={160} />
      <TextInput label={t('filters.to')} type="date" value={value.to} onChange={(e) => onChange({ to: e.currentTarget.value })} w={160} />
    </Group>
  );
}
