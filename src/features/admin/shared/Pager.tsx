import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

export function Pager({ page, pageSize, total, onChange }: { page: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {t('table.total', { count: total })}
      </Text>
      {pages > 1 && <Pagination total={pages} value={page} onChange={onChange} size="sm" getItemProps={(p) => ({ 'aria-label': t('table.page', { page: p }) })} />}
    </Group>
  );
}
