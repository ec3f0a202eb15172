// One editable row of the price book. Money is typed as dollars and parsed to cents from the
// string (never through a float); Save is offered only when something changed and all is valid.
import { ActionIcon, Button, Checkbox, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { centsToInput, parseMoney, salePriceIssue } from '@/domain/admin-money';
import { trpc } from '@/lib/trpc';
import { notifyError, notifySuccess } from '../notify';
import { useSavedForm } from '../shared/use-saved-form';
import type { AdminProduct } from './types';
import { MoneyInput } from '../shared/MoneyInput';

interface Props {
  product: AdminProduct;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: -1 | 1) => void;
  onEditTexts: () => void;
  onEditUnits: () => void;
  moving: boolean;
}

function initial(p: AdminProduct) {
  return {
    list: centsToInput(p.priceBook?.listPriceCents),
    sale: centsToInput(p.priceBook?.salePriceCents),
    unitEn: p.priceBook?.unitLabelEn ?? '',
    unitEs: p.priceBook?.unitLabelEs ?? '',
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    sortOrder: p.sortOrder,
  };
}

export function ProductRow({ product, canMoveUp, canMoveDown, onMove, onEditTexts, onEditUnits, moving }: Props) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  // The product's and its price's versions: the inputs start again when either changes.
  const { form, set, dirty, reset } = useSavedForm(() => initial(product), `${product.version}:${product.priceBook?.version ?? 0}`);
  const save = trpc.admin.products.updateRow.useMutation({
    onSuccess: () => {
      notifySuccess(t('products.saved', { name: product.nameEn }));
      void utils.admin.products.list.invalidate();
    },
    onError: (error) => notifyError(t('products.saveFailed', { name: product.nameEn }), error),
  });

  const list = parseMoney(form.list);
  const sale = parseMoney(form.sale);
  const saleIssue = list.ok && sale.ok ? salePriceIssue(list.cents, sale.cents) : null;
  const labelIssue = form.unitEn.length > 40 || form.unitEs.length > 40;
  const valid = list.ok && sale.ok && !saleIssue && !labelIssue;
  const name = product.nameEn;

  const submit = () => {
    if (!list.ok || !sale.ok || !valid) return;
    save.mutate({
      id: product.id,
      version: product.version,
      priceVersion: product.priceBook?.version ?? null,
      listPriceCents: list.cents,
      salePriceCents: sale.cents,
      unitLabelEn: form.unitEn.trim(),
      unitLabelEs: form.unitEs.trim(),
      isActive: form.isActive,
      isFeatured: form.isFeatured,
      sortOrder: form.sortOrder,
    });
  };

  return (
    <Table.Tr bg={dirty ? 'var(--mantine-color-yellow-0)' : undefined}>
      <Table.Td>
        <Stack gap={2}>
          <ActionIcon variant="subtle" disabled={!canMoveUp || moving} onClick={() => onMove(-1)} aria-label={t('products.moveUp', { name })}>
            ↑
          </ActionIcon>
          <ActionIcon variant="subtle" disabled={!canMoveDown || moving} onClick={() => onMove(1)} aria-label={t('products.moveDown', { name })}>
            ↓
          </ActionIcon>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text fw={600} size="sm">
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {product.nameEs} · {product.slug}
        </Text>
        <Button variant="subtle" size="compact-xs" onClick={onEditTexts} aria-label={t('products.editTextsOf', { name })}>
          {t('products.editTexts')}
        </Button>
        <Button variant="subtle" size="compact-xs" onClick={onEditUnits} aria-label={t('products.editUnitsOf', { name, count: product.units.length })}>
          {t('products.editUnits', { count: product.units.length })}
        </Button>
      </Table.Td>
      <Table.Td>
        <MoneyInput
          size="xs"
          w={96}
          value={form.list}
          onChange={(e) => set({ list: e.currentTarget.value })}
          error={!list.ok ? t(list.key) : undefined}
          aria-label={t('products.listPriceOf', { name })}
        />
      </Table.Td>
      <Table.Td>
        <MoneyInput
          size="xs"
          w={96}
          value={form.sale}
          placeholder={t('products.noSale')}
          onChange={(e) => set({ sale: e.currentTarget.value })}
          error={!sale.ok ? t(sale.key) : saleIssue ? t(saleIssue) : undefined}
          aria-label={t('products.salePriceOf', { name })}
        />
      </Table.Td>
      {/* English and Spanish units share a column, as do the two switches: the row fits 1280 px. */}
      <Table.Td>
        <Stack gap={4}>
          <TextInput size="xs" w={128} leftSection={t('products.unitEnShort')} leftSectionWidth={30} value={form.unitEn} maxLength={40} onChange={(e) => set({ unitEn: e.currentTarget.value })} aria-label={t('products.unitEnOf', { name })} />
          <TextInput size="xs" w={128} leftSection={t('products.unitEsShort')} leftSectionWidth={30} value={form.unitEs} maxLength={40} onChange={(e) => set({ unitEs: e.currentTarget.value })} aria-label={t('products.unitEsOf', { name })} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={6}>
          <Checkbox size="xs" label={t('fields.active')} checked={form.isActive} onChange={(e) => set({ isActive: e.currentTarget.checked })} aria-label={t('products.activeOf', { name })} />
          <Checkbox size="xs" label={t('fields.featured')} checked={form.isFeatured} onChange={(e) => set({ isFeatured: e.currentTarget.checked })} aria-label={t('products.featuredOf', { name })} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <NumberInput
          size="xs"
          w={72}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={form.sortOrder}
          onChange={(v) => set({ sortOrder: typeof v === 'number' ? v : 0 })}
          aria-label={t('products.sortOrderOf', { name })}
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Button size="compact-sm" disabled={!dirty || !valid} loading={save.isPending} onClick={submit} aria-label={t('products.saveRow', { name })}>
            {t('actions.save')}
          </Button>
          {dirty && (
            <Button size="compact-sm" variant="subtle" onClick={reset}>
              {t('actions.undo')}
            </Button>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
