// Price-book CSV: export for a spreadsheet; import shows every change and every bad row (with
// its line number) and changes nothing until confirmed.
import { useState } from 'react';
import { Alert, Button, FileButton, Group, List, Stack, Table, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { baseAmount } from '@/domain/units';
import { trpc } from '@/lib/trpc';
import { download, useAdminFormat } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { ModalActions } from '../shared/ModalActions';
import { Dialog } from '../shared/Dialog';

export function CsvModal({ onClose }: { onClose: () => void }) {
  const { money } = useAdminFormat();
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const [csv, setCsv] = useState('');
  const preview = trpc.admin.products.importPreview.useMutation({ onError: (error) => notifyError(t('csv.previewFailed'), error) });
  const apply = trpc.admin.products.importApply.useMutation({
    onSuccess: (r) => {
      notifySuccess(t('csv.applied', { count: r.updated }));
      void utils.admin.products.list.invalidate();
      onClose();
    },
    onError: (error) => notifyError(t('csv.applyFailed'), error),
  });
  const exportCsv = async () => {
    try {
      download(`price-book-${new Date().toISOString().slice(0, 10)}.csv`, await utils.admin.products.exportCsv.fetch(undefined, { staleTime: 0 }));
    } catch (error) {
      notifyError(t('csv.exportFailed'), error as Error);
    }
  };
  const result = preview.data;
  const previewedCsv = preview.variables?.csv;

  return (
    <Dialog opened onClose={onClose} title={t('csv.title')} size="xl">
      <Stack>
        <Group>
          <Button variant="light" onClick={() => void exportCsv()}>
            {t('csv.export')}
          </Button>
          <FileButton accept=".csv,text/csv" onChange={(file) => void file?.text().then(setCsv)}>
            {(props) => (
              <Button variant="default" {...props}>
                {t('csv.chooseFile')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Textarea label={t('csv.paste')} description={t('csv.hint')} value={csv} onChange={(e) => setCsv(e.currentTarget.value)} autosize minRows={4} maxRows={10} ff="monospace" />
        <Group>
          <Button onClick={() => preview.mutate({ csv })} disabled={!csv.trim()} loading={preview.isPending}>
            {t('csv.preview')}
          </Button>
        </Group>
        {result && previewedCsv === csv && (
          <Stack>
            {result.errors.length > 0 && (
              <Alert color="red" title={t('csv.errorsTitle', { count: result.errors.length })}>
                <List size="sm">
                  {result.errors.map((e, i) => (
                    <List.Item key={i}>
                      {e.line > 0 ? `${t('csv.line', { line: e.line })}: ` : ''}
                      {t(e.key, e.values ?? {})}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Text size="sm">{t('csv.summary', { changes: t('csv.summaryChanges', { count: result.changes.length }), unchanged: t('csv.summaryUnchanged', { count: result.unchanged }) })}</Text>
            {result.changes.length > 0 && (
              <Table.ScrollContainer minWidth={640}>
                <Table striped aria-label={t('csv.changesLabel')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('csv.lineHeader')}</Table.Th>
                      <Table.Th>{t('fields.product')}</Table.Th>
                      <Table.Th>{t('fields.listPrice')}</Table.Th>
                      <Table.Th>{t('fields.salePrice')}</Table.Th>
                      <Table.Th>{t('fields.units')}</Table.Th>
                      <Table.Th>{t('fields.active')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.changes.map((c) => (
                      <Table.Tr key={c.productId}>
                        <Table.Td>{c.line}</Table.Td>
                        <Table.Td>{c.name}</Table.Td>
                        <Table.Td>
                          {money(c.before.listPriceCents)} → {money(c.after.listPriceCents)}
                        </Table.Td>
                        <Table.Td>
                          {money(c.before.salePriceCents)} → {money(c.after.salePriceCents)}
                        </Table.Td>
                        <Table.Td>
                          {c.after.unitLabelEn} / {c.after.unitLabelEs}
                          {c.units && (
                            <Text size="xs" c="dimmed">
                              {t('csv.unitsChange', {
                                before: c.units.before.map((u) => t(`units.${u.unit}`)).join(', '),
                                after: c.units.after.map((u) => t('csv.unitPrice', { unit: t(`units.${u.unit}`), per: baseAmount(u), price: (u.salePriceCents ?? u.listPriceCents) === null ? t('units.derived') : money(u.salePriceCents ?? u.listPriceCents) })).join('; '),
                              })}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{c.after.isActive ? t('common.yes') : t('common.no')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <ModalActions
              onCancel={onClose}
              label={t('csv.confirm', { count: result.changes.length })}
              color="turf"
              disabled={result.errors.length > 0 || result.changes.length === 0}
              loading={apply.isPending}
              onConfirm={() => apply.mutate({ csv })}
            />
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
