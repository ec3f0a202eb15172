// Search, status, language and date filters shared by the follow-up lists.
import type { ReactNode } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

export interface BaseFilter {
  search: string;
  status: string | null;
  language: string | null;
  from: string;
  to: string;
}

export function Filters<F extends BaseFilter>({
  value,
  onChange,
  statuses,
  statusLabel,
  children,
}: {
  value: F;
  onChange: (next: F) => void;
  statuses: readonly string[];
  statusLabel: (status: string) => string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const set = (patch: Partial<BaseFilter>) => onChange({ ...value, ...patch });
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <TextInput label={t('filters.search')} placeholder={t('filters.searchHint')} value={value.search} onChange={(e) => set({ search: e.currentTarget.value })} w={240} type="search" />
      <Select label={t('filters.status')} placeholder={t('filters.any')} clearable value={value.status} onChange={(v) => set({ status: v })} data={statuses.map((s) => ({ value: s, label: statusLabel(s) }))} w={150} />
      <Select
        label={t('filters.language')}
        placeholder={t('filters.any')}
        clearable
        value={value.language}
        onChange={(v) => set({ language: v })}
        data={[
          { value: 'en', label: t('languages.en') },
          { value: 'es', label: t('languages.es') },
        ]}
        w={130}
      />
      {children}
      <TextInput label={t('filters.from')} type="date" value={value.from} onChange={(e) => set({ from: e.currentTarget.value })} w={160} />
      <TextInput label={t('filters.to')} type="date" value={value.to} onChange={(e) => set({ to: e.currentTarget.value })} w={160} />
    </Group>
  );
}
