// The loading and error states every back-office screen shows before its data arrives.
import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

interface QueryLike<T> {
  error: { message: string } | null;
  data: T | null | undefined;
}

/** Renders `children(data)` once the query has data; its (already translated) error or "Loading…" until then. */
export function Loaded<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('admin');
  if (query.error) return <Alert color="red">{query.error.message}</Alert>;
  if (query.data === null || query.data === undefined) return <Text>{t('table.loading')}</Text>;
  return <>{children(query.data)}</>;
}
