// Raise or lower every price of a category by a percentage: preview every new price, then save.
import { useState } from 'react';
import { Alert, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { parsePercent } from '@/domain/admin-price-change';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { notifyError, notifySuccess } from '../notify';
import type { CatalogueCategory } from './types';
import { ModalActions } from '../shared/ModalActions';
import { Dialog } from '../shared/Dialog';

export function BulkChangeModal({ category, onClose }: { category: CatalogueCategory; onClose: () => void }) {
  const { money } = useAdminFormat();
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const [percent, setPercent] = useState('');
  const [debounced] = useDebouncedValue(percent, 300);
  const parsed = parsePercent(debounced);
  const preview = trpc.admin.products.bulkPreview.useQuery({ categoryId: category.id, percent: debounced }, { enabled: parsed.ok, staleTime: 0 });
  const apply = trpc.admin.products.bulkApply.useMutation({
    onSuccess: (r) => {
      notifySuccess(t('bulk.saved', { count: r.updated, category: category.nameEn }));
      void utils.admin.products.list.invalidate();
      onClose();
    },
    onError: (error) => notifyError(t('bulk.failed'), error),
  });
  const rows = parsed.ok ? (preview.data ?? []) : [];
  const hasIssue = rows.some((r) => r.issue);
  const inputError = percent.trim() !== '' && !parsePercent(percent).ok ? t((parsePercent(percent) as { key: string }).key) : undefined;

  return (
    <Dialog opened onClose={onClose} title={t('bulk.title', { category: category.nameEn })} size="lg">
      <Stack>
        <TextInput
          label={t('bulk.percent')}
          description={t('bulk.percentHint')}
          value={percent}
          onChange={(e) => setPercent(e.currentTarget.value)}
          rightSection="%"
          error={inputError}
          data-autofocus
        />
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label={t('bulk.previewLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.product')}</Table.Th>
                  <Table.Th>{t('fields.listPrice')}</Table.Th>
                  <Table.Th>{t('fields.salePrice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.productId} bg={r.issue ? 'var(--mantine-color-red-0)' : undefined}>
                    <Table.Td>
                      {r.name}
                      {r.issue && (
                        <Text size="xs" c="red.7">
                          {t(r.issue)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {money(r.listPriceCents)} → <strong>{money(r.newListPriceCents)}</strong>
                    </Table.Td>
                    <Table.Td>
                      {money(r.salePriceCents)} → <strong>{money(r.newSalePriceCents)}</strong>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {preview.error && <Alert color="red">{preview.error.message}</Alert>}
        {hasIssue && <Alert color="red">{t('bulk.errors.invalidResult')}</Alert>}
        <ModalActions
          onCancel={onClose}
          label={t('bulk.apply', { count: rows.length })}
          disabled={!parsed.ok || rows.length === 0 || hasIssue || debounced !== percent}
          loading={apply.isPending}
          onConfirm={() => apply.mutate({ categoryId: category.id, percent: debounced, entries: rows.map((r) => ({ productId: r.productId, priceVersion: r.priceVersion })) })}
        />
      </Stack>
    </Dialog>
  );
}
