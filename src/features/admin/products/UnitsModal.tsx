// The units a product is sold in and their prices. The price book row holds the base price (per
// square foot for grass, per cubic yard for bulk); a unit with no price of its own is priced from
// it by its conversion, as the calculator and the server do (domain/units).
import { useState } from 'react';
import { Checkbox, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { centsToInput, parseMoney, salePriceIssue } from '@/domain/admin-money';
import { baseAmount, parseConversion, unitShelfPrice, type SaleUnit } from '@/domain/units';
import { defaultUnits } from '@/content/units';
import type { CategoryKey } from '@/content/types';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { notifyError, notifySuccess } from '../notify';
import type { AdminProduct } from './types';
import { ModalActions } from '../shared/ModalActions';
import { Dialog } from '../shared/Dialog';

const GRASS_UNITS: SaleUnit[] = ['PALLET', 'HALF_PALLET', 'PIECE', 'SQ_FT'];
const BULK_UNITS: SaleUnit[] = ['CUBIC_YARD', 'HALF_YARD', 'TON'];

export function UnitsModal({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tm } = useTranslation('members');
  const { money } = useAdminFormat();
  const utils = trpc.useUtils();
  const grass = product.unitType === 'GRASS';
  const defaults = defaultUnits(product.category.key as CategoryKey, product.slug);
  const [rows, setRows] = useState(() =>
    (grass ? GRASS_UNITS : BULK_UNITS).map((unit) => {
      const sold = product.units.find((u) => u.unit === unit);
      const fallback = defaults.find((d) => d.unit === unit)?.baseHundredths ?? 100;
      return {
        unit,
        sold: Boolean(sold),
        conversion: baseAmount({ baseHundredths: sold?.baseHundredths ?? fallback }),
        list: centsToInput(sold?.listPriceCents ?? null),
        sale: centsToInput(sold?.salePriceCents ?? null),
        member: centsToInput(sold?.memberPriceCents ?? null),
      };
    }),
  );
  const save = trpc.admin.products.saveUnits.useMutation({
    onSuccess: () => {
      notifySuccess(t('products.saved', { name: product.nameEn }));
      void utils.admin.products.list.invalidate();
      onClose();
    },
    onError: (error) => notifyError(t('products.saveFailed', { name: product.nameEn }), error),
  });
  const parsed = rows.map((row) => {
    const list = parseMoney(row.list);
    const sale = parseMoney(row.sale);
    const member = parseMoney(row.member);
    const baseHundredths = parseConversion(row.conversion);
    const issue = !list.ok ? list.key : !sale.ok ? sale.key : !member.ok ? member.key : baseHundredths === null ? 'admin:units.errors.conversion' : salePriceIssue(list.cents, sale.cents);
    const unit = {
      unit: row.unit,
      baseHundredths: baseHundredths ?? 0,
      listPriceCents: list.ok ? list.cents : null,
      salePriceCents: sale.ok ? sale.cents : null,
      memberPriceCents: member.ok ? member.cents : null,
    };
    return { row, unit, issue, price: baseHundredths ? unitShelfPrice(product.priceBook, unit) : null };
  });
  const sold = parsed.filter((p) => p.row.sold);
  const valid = sold.length > 0 && sold.every((p) => p.issue === null);
  const update = (index: number, patch: Partial<(typeof rows)[number]>) => setRows((rs) => rs.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const base = grass ? t('units.SQ_FT') : t('units.CUBIC_YARD');

  return (
    <Dialog opened onClose={onClose} title={t('units.title', { name: product.nameEn })} size="xl">
      <Stack>
        <Text size="sm">{t('units.intro', { base })}</Text>
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('units.unit')}</Table.Th>
                <Table.Th>{t('units.conversion', { base })}</Table.Th>
                <Table.Th>{t('units.list')}</Table.Th>
                <Table.Th>{t('units.sale')}</Table.Th>
                <Table.Th>{tm('admin.memberPrice')}</Table.Th>
                <Table.Th>{t('units.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parsed.map(({ row, issue, price }, index) => {
                const name = t(`units.${row.unit}`);
                return (
                  <Table.Tr key={row.unit}>
                    <Table.Td>
                      <Checkbox label={name} checked={row.sold} onChange={(e) => update(index, { sold: e.currentTarget.checked })} aria-label={t('units.soldIn', { unit: name })} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput size="xs" w={90} value={row.conversion} onChange={(e) => update(index, { conversion: e.currentTarget.value })} aria-label={t('units.conversionOf', { unit: name, base })} disabled={!row.sold} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput size="xs" w={100} value={row.list} placeholder={t('units.derived')} onChange={(e) => update(index, { list: e.currentTarget.value })} aria-label={t('units.listOf', { unit: name })} disabled={!row.sold} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput size="xs" w={100} value={row.sale} onChange={(e) => update(index, { sale: e.currentTarget.value })} aria-label={t('units.saleOf', { unit: name })} disabled={!row.sold} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput size="xs" w={100} value={row.member} placeholder={tm('admin.tier')} onChange={(e) => update(index, { member: e.currentTarget.value })} aria-label={`${tm('admin.memberPrice')}: ${name}`} disabled={!row.sold} />
                    </Table.Td>
                    <Table.Td>
                      {row.sold && (issue ? <Text size="xs" c="red.8">{t(issue)}</Text> : <Text size="sm">{price ? money(price.priceCents) : t('units.callForPrice')}</Text>)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ModalActions
          onCancel={onClose}
          label={t('actions.save')}
          disabled={!valid}
          loading={save.isPending}
          onConfirm={() => save.mutate({ productId: product.id, version: product.version, units: sold.map((p) => p.unit) })}
        />
      </Stack>
    </Dialog>
  );
}
